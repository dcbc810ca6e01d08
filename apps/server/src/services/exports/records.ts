import { EXPORT_FORMAT_INFO, type ExportFile, type ExportFormat } from '@thisoneforfree/contracts';
// The dependency-free entry: string building, cheap enough for the main thread.
import {
  type FormattableCitation,
  ideaCitationRecord,
  toBibtex,
  toCslJson,
  toEndnote,
  toRis,
} from '@thisoneforfree/citations/tagged';

/**
 * Ideas of the site as citation records, and records as a file: the same
 * record the Cite dialog formats (`ideaCitationRecord`: the author or
 * "Anonymous", the version's date and number, the DOI of SPEC §9, a link
 * to the version's page), written by the citations package's own writers.
 */

/** What citing one version of an idea needs (`ideaCitationSource`, `citableIdeas*`). */
export interface IdeaToExport {
  id: number;
  title: string;
  version: number | string;
  /** When the cited version was saved. */
  savedAt: string;
  authorName: string | null;
}

export function ideaRecord(idea: IdeaToExport, origin: string): FormattableCitation {
  return ideaCitationRecord(
    { id: idea.id, title: idea.title, createdAt: idea.savedAt, version: Number(idea.version) },
    idea.authorName?.trim() ? { name: idea.authorName } : null,
    { baseUrl: origin },
  );
}

const WRITERS: Record<
  Exclude<ExportFormat, 'csl-json'>,
  (record: FormattableCitation) => string
> = {
  bibtex: toBibtex,
  ris: toRis,
  endnote: toEndnote,
};

/**
 * Records as one file of the format, a blank line between entries (RIS and
 * EndNote readers take one too), or CSL-JSON's one array (empty for no
 * records). BibTeX keys that would repeat get "-2", "-3"... as CSL-JSON's
 * ids do (`toCslJson`): BibTeX refuses a file whose keys repeat, and two
 * ideas of one author, year and first word would.
 */
export function writeRecords(
  records: readonly FormattableCitation[],
  format: ExportFormat,
): string {
  if (format === 'csl-json') return `${toCslJson(records)}\n`;
  const write = WRITERS[format];
  const used = new Map<string, number>();
  const entries = records.map((record) => {
    const text = write(record).trimEnd();
    if (format !== 'bibtex') return text;
    return text.replace(/^(@\w+\{)([^,]*),/, (_whole, head: string, key: string) => {
      const count = (used.get(key) ?? 0) + 1;
      used.set(key, count);
      return `${head}${count === 1 ? key : `${key}-${count}`},`;
    });
  });
  return entries.length === 0 ? '' : `${entries.join('\n\n')}\n`;
}

/** The file: its name (`stem` and the format's extension), media type and text. */
export function exportFile(stem: string, format: ExportFormat, text: string): ExportFile {
  const info = EXPORT_FORMAT_INFO[format];
  return { filename: `${stem}.${info.extension}`, mediaType: info.mediaType, text };
}
