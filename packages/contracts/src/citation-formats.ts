/** Citation formats of SPEC §3; `apa` is the default preference. */
export const CITATION_FORMATS = [
  'apa',
  'mla',
  'chicago',
  'harvard',
  'bibtex',
  'ris',
  'endnote',
] as const;

export type CitationFormat = (typeof CITATION_FORMATS)[number];

export const DEFAULT_CITATION_FORMAT: CitationFormat = 'apa';

/** Labels shown in the Settings radio list and the Cite dialog. */
export const CITATION_FORMAT_LABELS: Record<CitationFormat, string> = {
  apa: 'APA (7th edition)',
  mla: 'MLA (9th edition)',
  chicago: 'Chicago (author-date)',
  harvard: 'Harvard (Cite Them Right)',
  bibtex: 'BibTeX',
  ris: 'RIS',
  endnote: 'EndNote',
};

export function isCitationFormat(value: string): value is CitationFormat {
  return (CITATION_FORMATS as readonly string[]).includes(value);
}
