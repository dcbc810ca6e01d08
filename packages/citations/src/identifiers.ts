/** DOI and URL normalisation shared by every reader. */

const DOI_IN_TEXT = /\b(10\.\d{4,9}\/[^\s"<>]+)/;
/** A field that is a DOI and nothing else, after its prefix: SICI DOIs hold "<", ">" and ";". */
const WHOLE_DOI = /^10\.\d{4,9}\/\S+$/;
const DOI_PREFIX = /^(?:doi:?\s*|https?:\/\/(?:dx\.)?doi\.org\/)/i;

/**
 * The bare DOI ("10.1000/xyz") from any way exporters write one: bare,
 * "doi:10.1000/xyz", "DOI 10.1000/xyz", "https://doi.org/10.1000/xyz",
 * "http://dx.doi.org/10.1000%2Fxyz", or inside a sentence. Undefined when
 * there is no DOI in it.
 */
export function normalizeDoi(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let text = value.trim();
  if (/%[0-9a-f]{2}/i.test(text)) {
    try {
      text = decodeURIComponent(text);
    } catch {
      // A stray "%" that is not an escape: keep the text as it is.
    }
  }
  const bare = text.replace(DOI_PREFIX, '');
  // A whole field keeps every character but a full stop or comma that ends it.
  if (WHOLE_DOI.test(bare)) return bare.replace(/[.,]+$/, '');
  const match = DOI_IN_TEXT.exec(text);
  if (!match?.[1]) return undefined;
  // Sentence punctuation after a DOI in running text is not part of it.
  return match[1].replace(/[.,;:)\]}]+$/, '');
}

/**
 * A URL the server's schema accepts (absolute http or https), or undefined.
 * Repairs what exporters write: "//www.example.org/x" (no scheme),
 * "example.org/x" (no scheme), several URLs in one field ("a; b": the first).
 */
export function normalizeUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  // Several URLs in one field are separated by whitespace or "; "; a ";" inside a URL stays.
  for (const candidate of value.trim().split(/;?\s+/)) {
    const url = toHttpUrl(candidate.replace(/^<|>$/g, ''));
    if (url) return url;
  }
  return undefined;
}

function toHttpUrl(candidate: string): string | undefined {
  if (candidate === '') return undefined;
  let text = candidate;
  if (text.startsWith('//')) text = `https:${text}`;
  else if (!/^[a-z][a-z0-9+.-]*:/i.test(text)) {
    // A bare host name: only when it looks like one (a dot in the first part).
    if (!/^(?:www\.|[a-z0-9-]+(?:\.[a-z0-9-]+)*\.[a-z]{2,})(?:[/?#]|$)/i.test(text))
      return undefined;
    text = `https://${text}`;
  }
  try {
    const url = new URL(text);
    if (url.protocol !== 'http:' && url.protocol !== 'https:') return undefined;
    if (!url.hostname.includes('.') && url.hostname !== 'localhost') return undefined;
    return text;
  } catch {
    return undefined;
  }
}
