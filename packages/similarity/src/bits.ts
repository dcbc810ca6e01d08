/** Set bits of every 16-bit value: two lookups beat the SWAR popcount here. */
export const POPCOUNT16 = Uint8Array.from({ length: 1 << 16 }, (_, value) => popcount32(value));

/** The number of set bits of a 32-bit integer (SWAR popcount). */
export function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}
