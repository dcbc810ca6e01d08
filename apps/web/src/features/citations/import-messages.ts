import { LIMITS, MESSAGES } from '@thisoneforfree/contracts';
import { errorCode } from '../../lib/errors';
import type { RuleMessage } from './citation-rules';

/*
 * What an import failure tells the user (SPEC §8). The server answers
 * BAD_REQUEST "No citations found: <why>" when nothing could be read.
 */

const m = MESSAGES.citationsEditor;

export type ImportSource = 'file' | 'text';

/** The format hint under "No citations found". */
export const FORMAT_HINT =
  'Citations must be in BibTeX (.bib), RIS (.ris), EndNote (.enw), or CSL-JSON (.json) format.';

/** Files the upload accepts (SPEC §2, and CSL-JSON as Zotero exports it). */
export const ACCEPTED_EXTENSIONS = ['.bib', '.ris', '.enw', '.json', '.txt'] as const;

/**
 * The server reads at most this many characters (contracts' citationParseInput);
 * a file of at most as many bytes never holds more characters.
 */
export const MAX_FILE_BYTES = LIMITS.citationFileMaxChars;

export function hasAcceptedExtension(filename: string): boolean {
  const lower = filename.toLowerCase();
  return ACCEPTED_EXTENSIONS.some((extension) => lower.endsWith(extension));
}

function capitalize(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** The toast for a failed `citations.parse`. */
export function importErrorMessage(error: unknown, source: ImportSource): RuleMessage {
  const message = error instanceof Error ? error.message : '';
  const code = errorCode(error);
  if (code === 'BAD_REQUEST' && message.startsWith(m.noCitationsFound)) {
    const detail = message
      .slice(m.noCitationsFound.length)
      .replace(/^[:\s]+/, '')
      .trim();
    return { title: m.noCitationsFound, message: detail ? capitalize(detail) : FORMAT_HINT };
  }
  if (code === 'BAD_REQUEST' && message === m.emptyInputDescription) {
    return source === 'file'
      ? { title: MESSAGES.toasts.error, message: m.couldNotRead }
      : { title: m.emptyInput, message: m.emptyInputDescription };
  }
  if (code === 'TOO_MANY_REQUESTS' && message) return { title: MESSAGES.toasts.error, message };
  return {
    title: MESSAGES.toasts.error,
    message: source === 'file' ? m.parseFileFailed : m.parseTextFailed,
  };
}
