/** Set bits of every 16-bit value: two lookups beat the SWAR popcount here. */
export const POPCOUNT16 = Uint8Array.from({ length: 1 << 16 }, (_, value) => popcount32(value));

/** The number of set bits of a 32-bit integer (SWAR popcount). */
export function popcount32(value: number): number {
  let v = value - ((value >>> 1) & 0x55555555);
  v = (v & 0x33333333) + ((v >>> 2) & 0x33333333);
  return Math.imul((v + (v >>> 4)) & 0x0f0f0f0f, 0x01010101) >>> 24;
}

/** The number of values both sorted, duplicate-free arrays hold. */
export function sortedIntersectionSize(
  a: Int32Array,
  aStart: number,
  aEnd: number,
  b: Int32Array,
  bStart: number,
  bEnd: number,
): number {
  let i = aStart;
  let j = bStart;
  let count = 0;
  while (i < aEnd && j < bEnd) {
    const x = a[i]!;
    const y = b[j]!;
    if (x === y) {
      count += 1;
      i += 1;
      j += 1;
    } else if (x < y) i += 1;
    else j += 1;
  }
  return count;
}

/** A copy of `array` with room for at least `length` elements. */
export function grown<T extends Int32Array | Float64Array | Uint8Array>(
  array: T,
  length: number,
): T {
  if (array.length >= length) return array;
  const Constructor = array.constructor as new (length: number) => T;
  const next = new Constructor(Math.max(length, array.length * 2, 16));
  next.set(array);
  return next;
}
