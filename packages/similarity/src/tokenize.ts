/**
 * Words are maximal runs of Unicode letters, combining marks and digits, so
 * "Schrödinger", "CO2" and "naïve" are words, and any other character
 * (spaces, punctuation, hyphens, apostrophes, symbols, emoji) splits them.
 */
const WORD = /[\p{L}\p{M}\p{N}]+/gu;

/** SPEC §5 keeps only words longer than 2 characters. */
export const MIN_WORD_LENGTH = 3;

/**
 * The set of words the similarity score compares, in order of first
 * appearance, without duplicates.
 *
 * The text is normalised with NFKC (so a decomposed "o" + U+0308 equals "ö",
 * and the ligature "ﬁ" and full-width "Ａ" read as "fi" and "a") and
 * lower-cased with the locale-independent Unicode mapping, so "DNA", "Dna" and
 * "dna" are one word. A word is kept when it has at least 3 code points
 * (characters, not UTF-16 units): "CO2" and "AI-based" -> "based" are kept,
 * "of", "AI" and "2D" are dropped.
 */
export function tokenize(text: string): string[] {
  const words = new Set<string>();
  for (const match of text.normalize('NFKC').toLowerCase().matchAll(WORD)) {
    const word = match[0];
    if (hasAtLeastCodePoints(word, MIN_WORD_LENGTH)) words.add(word);
  }
  return [...words];
}

function hasAtLeastCodePoints(word: string, count: number): boolean {
  // UTF-16 length is an upper bound of the code point count; only words with
  // astral characters (length >= count but few code points) need counting.
  if (word.length < count) return false;
  let codePoints = 0;
  for (const _ of word) {
    codePoints += 1;
    if (codePoints >= count) return true;
  }
  return false;
}
