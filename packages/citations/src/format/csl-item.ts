import type { CslItem } from '../csl.js';
import { renderCsl, type CslStyle } from './csl.js';

/**
 * A full CSL-JSON item (volume, pages, editors...) as a plain-text
 * bibliography entry in apa, mla, chicago or harvard: for callers that hold
 * richer data than the citation record.
 */
export function formatCslItem(item: CslItem, style: CslStyle): string {
  return renderCsl(item, style);
}
