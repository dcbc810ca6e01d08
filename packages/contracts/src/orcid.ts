/**
 * An ORCID iD as SPEC §5 describes it: four groups of four digits joined by
 * hyphens, the last character may be X. The check digit is not verified: the
 * spec asks for the shape only, and the form's own placeholder
 * (0000-0000-0000-0000) must be accepted.
 */
export const ORCID_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

/** True when `value` has the ORCID shape. */
export function isValidOrcid(value: string): boolean {
  return ORCID_PATTERN.test(value);
}

/**
 * The ISO 7064 MOD 11-2 check digit ORCID computes from the first 15 digits,
 * for making realistic iDs (the demo seed); validation does not require it.
 */
export function orcidCheckDigit(baseDigits: string): string {
  let total = 0;
  for (const char of baseDigits) {
    total = (total + Number(char)) * 2;
  }
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}
