import { matchRanges } from '@thisoneforfree/contracts';
import { Fragment, type ReactNode } from 'react';
import classes from './HighlightedText.module.css';

export interface HighlightedTextProps {
  text: string;
  /** The browse search; its matches are marked as the server matches them (case, accents). */
  search?: string | undefined;
}

/**
 * Text with the parts a search matched in `<mark>`, built as React elements
 * from the text itself: nothing is ever read as HTML.
 */
export function HighlightedText({ text, search }: HighlightedTextProps) {
  const ranges = search ? matchRanges(text, search) : [];
  if (ranges.length === 0) return <>{text}</>;
  const parts: ReactNode[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) parts.push(<Fragment key={`t${at}`}>{text.slice(at, start)}</Fragment>);
    parts.push(
      <mark key={`m${start}`} className={classes.match}>
        {text.slice(start, end)}
      </mark>,
    );
    at = end;
  }
  if (at < text.length) parts.push(<Fragment key={`t${at}`}>{text.slice(at)}</Fragment>);
  return <>{parts}</>;
}

/** How far into a card's clamped excerpt a match may start and still be seen. */
const VISIBLE_CHARACTERS = 90;
/** How much text an excerpt keeps before a later match. */
const LEAD_IN = 30;

/**
 * A card's excerpt that shows the first match: the text itself when the match
 * is near its start (or there is none), else "…" and the text from a word
 * shortly before the match, so a clamp of two lines does not hide it.
 */
export function excerptAround(text: string, search: string | undefined): string {
  const first = search ? matchRanges(text, search)[0] : undefined;
  if (!first || first.start <= VISIBLE_CHARACTERS) return text;
  let from = first.start - LEAD_IN;
  const space = text.lastIndexOf(' ', from);
  if (space >= from - LEAD_IN / 2) from = space + 1;
  // Never between the two halves of a character beyond the BMP.
  else if (/[\uDC00-\uDFFF]/.test(text[from] ?? '')) from -= 1;
  return `…${text.slice(from)}`;
}
