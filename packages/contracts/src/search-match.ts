/**
 * What a browse search matches (SPEC §5), shared by the server's index and
 * the web app's highlighting so both agree: the search text anywhere inside
 * the text, ignoring case and Latin accents ("schrodinger" finds
 * "Schrödinger"). Zod-free: the browse page, the first download, uses it.
 */

/**
 * Lower case, Latin letters without their accents ("Schrödinger" ->
 * "schrodinger"), as SQLite's trigram tokenizer with `remove_diacritics 1`
 * compares text; PostgreSQL's index and queries both go through it.
 */
export function foldText(text: string): string {
  return text
    .normalize('NFD')
    .replace(/(\p{Script=Latin})\p{M}+/gu, '$1')
    .normalize('NFC')
    .toLowerCase();
}

/**
 * The search box text to look for: trimmed, with control characters (which
 * no idea text is searched for, and which would cross the index's separator)
 * removed. Undefined when nothing is left: no search filter.
 */
export function searchText(text: string): string | undefined {
  // eslint-disable-next-line no-control-regex -- control characters are what is removed
  const cleaned = text.replace(/[\u0000-\u001f\u007f]/g, '').trim();
  return cleaned === '' ? undefined : cleaned;
}

/** A matched part of a text: `text.slice(start, end)`. */
export interface MatchRange {
  start: number;
  end: number;
}

/**
 * Where `search` occurs in `text` as the browse search matches it, as ranges
 * of the original text (left to right, not overlapping), so the matched words
 * can be marked as written ("Schrödinger" stays whole when "schrodinger" is
 * searched). Empty when the search is empty or does not occur.
 */
export function matchRanges(text: string, search: string): MatchRange[] {
  const cleaned = searchText(search);
  if (!cleaned) return [];
  const needle = foldText(cleaned);
  // Fold the text a letter (with its combining marks) at a time, remembering
  // where each folded letter came from: folding may change lengths.
  let folded = '';
  const origin: number[] = [];
  for (const { 0: letter, index } of text.matchAll(/\P{M}\p{M}*|\p{M}+/gu)) {
    const part = foldText(letter);
    for (let i = 0; i < part.length; i += 1) origin.push(index);
    folded += part;
  }
  origin.push(text.length);
  const ranges: MatchRange[] = [];
  for (
    let at = folded.indexOf(needle);
    at !== -1;
    at = folded.indexOf(needle, at + needle.length)
  ) {
    const start = origin[at]!;
    // Whole letters: up to where the letter after the match's last one starts.
    const end = nextLetterStart(origin, at + needle.length - 1);
    const previous = ranges.at(-1);
    if (previous && start <= previous.end) previous.end = Math.max(previous.end, end);
    else ranges.push({ start, end });
  }
  return ranges;
}

/** Where the letter after the one at folded position `at` starts in the original text. */
function nextLetterStart(origin: number[], at: number): number {
  const letter = origin[at]!;
  let next = at + 1;
  while (origin[next]! === letter) next += 1;
  // `origin` ends with the text's length, which is past every letter.
  return origin[next]!;
}
