import { prepareIdea, type PreparedIdea } from './corpus.js';
import type { SimilarityIdea } from './idea.js';

/**
 * A 53-bit hash of what the score reads of an idea: its word sets, fields and
 * creation instant. Two ideas with equal fingerprints score alike against any
 * third (barring a hash collision, about 1 in 2^53 per pair); edits that do not
 * change the words (case, punctuation, spacing) keep the fingerprint.
 */
export function fingerprint(idea: SimilarityIdea): number {
  return fingerprintPrepared(prepareIdea(idea));
}

export function fingerprintPrepared(idea: PreparedIdea): number {
  const parts: string[] = [String(idea.time), [...idea.fields].sort().join('\u0001')];
  for (const words of idea.words) parts.push([...words].sort().join(' '));
  return cyrb53(parts.join('\u0000'));
}

/** cyrb53 by bryc (public domain): a fast, well-mixed 53-bit string hash. */
function cyrb53(text: string): number {
  let h1 = 0xdeadbeef;
  let h2 = 0x41c6ce57;
  for (let i = 0; i < text.length; i += 1) {
    const ch = text.charCodeAt(i);
    h1 = Math.imul(h1 ^ ch, 2654435761);
    h2 = Math.imul(h2 ^ ch, 1597334677);
  }
  h1 = Math.imul(h1 ^ (h1 >>> 16), 2246822507);
  h1 ^= Math.imul(h2 ^ (h2 >>> 13), 3266489909);
  h2 = Math.imul(h2 ^ (h2 >>> 16), 2246822507);
  h2 ^= Math.imul(h1 ^ (h1 >>> 13), 3266489909);
  return 4294967296 * (2097151 & h2) + (h1 >>> 0);
}
