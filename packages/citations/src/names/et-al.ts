/**
 * "et al." written into an author list: as a name of its own ("others",
 * BibTeX's "and others") or at the end of the last name given ("Smith, J.,
 * et al.", "J. Smith et al."). Every reader turns it into the record's mark
 * for an incomplete list, never into part of a name: kept in a name, it came
 * back once more on every round trip.
 */

/** A whole name that only says the list goes on. */
export const ET_AL_NAME = /^(?:others|et\.?\s*al\.?|and\s+others)$/i;

/** The same at the end of a name, after a space, comma or semicolon. */
const ET_AL_END = /[\s,;]+(?:et\.?\s*al\.?|and\s+others)$/i;

/** The last letters "et al", "et al." and "others" can end in: most names end in none. */
const ENDINGS = /[ls.]\s*$/i;

/** The name without a trailing "et al.", and whether it had one. */
export function withoutEtAl(name: string): { name: string; etAl: boolean } {
  if (!ENDINGS.test(name)) return { name: name.trim(), etAl: false };
  const trimmed = name.trim();
  if (ET_AL_NAME.test(trimmed)) return { name: '', etAl: true };
  if (!ET_AL_END.test(trimmed)) return { name: trimmed, etAl: false };
  return { name: trimmed.replace(ET_AL_END, '').trim(), etAl: true };
}
