import { MESSAGES } from '@thisoneforfree/contracts';
import { useEffect, useRef, useState } from 'react';
import { notify } from '../../lib/notify';
import { trpc } from '../../lib/trpc';
import { addImported, type CitationDraft, isAtLimit, LIMIT_REACHED } from './citation-rules';
import { FORMAT_HINT, importErrorMessage, type ImportSource } from './import-messages';

export interface ImportOutcome {
  /** Records added to the list. */
  added: number;
  /** Records read but left out because the list was full. */
  skipped: number;
  /** What the reader changed or left out, as sentences. */
  warnings: string[];
}

/**
 * Imports BibTeX / RIS / EndNote text through `citations.parse` (the server
 * reads it, so the browser does not ship citation-js), keeping only as many
 * records as there are free slots, with the toasts of SPEC §8.
 */
export function useCitationImport(
  citations: readonly CitationDraft[],
  onChange: (next: CitationDraft[]) => void,
) {
  const parse = trpc.citations.parse.useMutation();
  const [outcome, setOutcome] = useState<ImportOutcome | null>(null);
  // The list may change while the server reads (a manual entry added meanwhile).
  const latest = useRef(citations);
  useEffect(() => {
    latest.current = citations;
  }, [citations]);

  /** Resolves true when something was added. */
  const importText = async (
    text: string,
    source: ImportSource,
    filename?: string,
  ): Promise<boolean> => {
    if (isAtLimit(citations)) {
      notify.error(LIMIT_REACHED.title, LIMIT_REACHED.message);
      return false;
    }
    setOutcome(null);
    let result;
    try {
      result = await parse.mutateAsync(filename ? { text, filename } : { text });
    } catch (error) {
      const message = importErrorMessage(error, source);
      notify.error(message.title, message.message);
      return false;
    }
    if (result.citations.length === 0) {
      notify.error(MESSAGES.citationsEditor.noCitationsFound, FORMAT_HINT);
      return false;
    }
    const merged = addImported(latest.current, result.citations);
    onChange(merged.citations);
    setOutcome({ added: merged.added, skipped: merged.skipped, warnings: result.warnings });
    // Something was added: say so (the notes below the list tell what the limit left out).
    // Only when nothing fitted is the limit the news.
    if (merged.added === 0) notify.error(LIMIT_REACHED.title, LIMIT_REACHED.message);
    else {
      notify.success(
        MESSAGES.toasts.citationsImportedTitle,
        MESSAGES.toasts.citationsImported(merged.added),
      );
    }
    return true;
  };

  return {
    importText,
    isImporting: parse.isPending,
    outcome,
    clearOutcome: () => setOutcome(null),
  };
}
