/**
 * What the tokenizer remembers about a stretch of text with unbalanced braces.
 *
 * A braced value that never closes is scanned to the next entry (or the end
 * of the text) before it is cut. Without a memory of that scan, every value
 * after it in the same stretch would be scanned to the same end again, which
 * made a file of thousands of unclosed values quadratic.
 */
import { BACKSLASH, CLOSE_BRACE, OPEN_BRACE } from './char-codes.js';

/** What a value's failed scan learnt about the braces of its stretch. */
export interface UnbalancedStretch {
  /** Where the stretch ends: the next entry, or the end of the text. */
  cut: number;
  /** The depth after each unescaped "{" in the stretch, by position. */
  openDepths: Map<number, number>;
  /** Positions of the unescaped "}" in the stretch, in order, ... */
  closes: number[];
  /** ... and the lowest depth reached at or after each of them. */
  lowestFrom: number[];
}

/** The braces from the "{" at `open` to `cut`, as the tokenizer's braced values read them. */
export function readStretch(text: string, open: number, cut: number): UnbalancedStretch {
  const openDepths = new Map<number, number>();
  const closes: number[] = [];
  const depths: number[] = [];
  let depth = 0;
  for (let i = open; i < cut; i++) {
    const code = text.charCodeAt(i);
    if (code === BACKSLASH) i++;
    else if (code === OPEN_BRACE) openDepths.set(i, ++depth);
    else if (code === CLOSE_BRACE) {
      closes.push(i);
      depths.push(--depth);
    }
  }
  const lowestFrom = depths.slice();
  for (let k = lowestFrom.length - 2; k >= 0; k--) {
    lowestFrom[k] = Math.min(lowestFrom[k] ?? 0, lowestFrom[k + 1] ?? 0);
  }
  return { cut, openDepths, closes, lowestFrom };
}

/**
 * Whether the value opened by the "{" at `open` inside a known stretch closes
 * before the stretch ends; true also when the stretch does not know that brace.
 */
export function closesBeforeCut(known: UnbalancedStretch, open: number): boolean {
  const opened = known.openDepths.get(open);
  if (opened === undefined) return true;
  // The first "}" after the opening brace (binary search).
  let low = 0;
  let high = known.closes.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((known.closes[middle] ?? 0) < open) low = middle + 1;
    else high = middle;
  }
  const lowest = known.lowestFrom[low];
  // The value closes where the depth falls below the depth its own brace opened.
  return lowest !== undefined && lowest < opened;
}
