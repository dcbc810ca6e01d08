/**
 * Round trips for the corpus test: records written in a format and read back.
 * Every record of a file is written into one text (as an export of a whole
 * list would be) and read back at once; when the number of records differs,
 * each is tried alone to name the ones that broke.
 */
import { formatCitation, parseCitations, toCslJson, type ParsedCitation } from '../src/index.js';

export const ROUND_TRIP_FORMATS = ['bibtex', 'ris', 'endnote', 'csl-json'] as const;
export type RoundTripFormat = (typeof ROUND_TRIP_FORMATS)[number];

/** The records as one file: entries a blank line apart, or one CSL-JSON array. */
function write(citations: readonly ParsedCitation[], format: RoundTripFormat): string {
  if (format === 'csl-json') return toCslJson(citations);
  return citations.map((citation) => formatCitation(citation, format)).join('\n\n');
}

function readBack(text: string, format: RoundTripFormat): ParsedCitation[] {
  try {
    const result = parseCitations(text);
    return result.format === format ? result.citations : [];
  } catch {
    return [];
  }
}

/** "#index: what changed", for each record that does not come back the same. */
export function roundTripMismatches(
  citations: readonly ParsedCitation[],
  format: RoundTripFormat,
): string[] {
  if (citations.length === 0) return [];
  const back = readBack(write(citations, format), format);
  const mismatches: string[] = [];
  citations.forEach((citation, index) => {
    const got =
      back.length === citations.length
        ? back[index]
        : readBack(write([citation], format), format)[0];
    const changed = changes(citation, got);
    if (changed !== '') mismatches.push(`#${index}: ${changed}`);
  });
  return mismatches;
}

/** The fields that differ, as "field: before -> after"; "" when none does. */
function changes(before: ParsedCitation, after: ParsedCitation | undefined): string {
  if (!after) return 'not read back';
  const fields = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...fields]
    .map((field) => {
      const was = JSON.stringify(before[field as keyof ParsedCitation]);
      const now = JSON.stringify(after[field as keyof ParsedCitation]);
      return was === now ? '' : `${field}: ${was} -> ${now}`;
    })
    .filter(Boolean)
    .join('; ');
}
