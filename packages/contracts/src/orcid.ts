/**
 * ORCID iDs are four groups of four characters; the last is an ISO 7064
 * MOD 11-2 check digit (0-9 or X). See
 * https://support.orcid.org/hc/en-us/articles/360006897674
 */
export const ORCID_PATTERN = /^\d{4}-\d{4}-\d{4}-\d{3}[\dX]$/;

export function orcidCheckDigit(baseDigits: string): string {
  let total = 0;
  for (const char of baseDigits) {
    total = (total + Number(char)) * 2;
  }
  const result = (12 - (total % 11)) % 11;
  return result === 10 ? 'X' : String(result);
}

/** True when `value` has the ORCID shape and a correct check digit. */
export function isValidOrcid(value: string): boolean {
  if (!ORCID_PATTERN.test(value)) return false;
  const digits = value.replace(/-/g, '');
  return orcidCheckDigit(digits.slice(0, 15)) === digits[15];
}
