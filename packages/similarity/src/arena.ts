import { grown } from './bits.js';

/**
 * Many growable int lists in one Int32Array, so a hundred thousand small lists
 * cost no object each. List `h` occupies data[offsets[h] .. offsets[h] +
 * lengths[h]). A list that outgrows its room moves to the end; the room it
 * leaves is reclaimed by compacting once it is half of the store.
 */
export class Arena {
  data = new Int32Array(1024);
  offsets = new Int32Array(0);
  lengths = new Int32Array(0);
  private capacities = new Int32Array(0);
  private used = 0;
  private wasted = 0;

  /** Appends `value` to list `h`. */
  push(h: number, value: number): void {
    this.ensureHandle(h);
    const length = this.lengths[h]!;
    if (length === this.capacities[h]!) this.move(h, Math.max(2, length * 2));
    this.data[this.offsets[h]! + length] = value;
    this.lengths[h] = length + 1;
  }

  /** Replaces list `h` with `values`. */
  set(h: number, values: ArrayLike<number>): void {
    this.ensureHandle(h);
    if (values.length > this.capacities[h]!) {
      this.release(h);
      this.move(h, values.length);
    }
    const offset = this.offsets[h]!;
    for (let i = 0; i < values.length; i += 1) this.data[offset + i] = values[i]!;
    this.lengths[h] = values.length;
  }

  /** Removes one occurrence of `value` from list `h`, not keeping order. */
  removeUnordered(h: number, value: number): void {
    const offset = this.offsets[h]!;
    const last = offset + this.lengths[h]! - 1;
    const at = this.data.lastIndexOf(value, last);
    if (at < offset) return;
    this.data[at] = this.data[last]!;
    this.lengths[h] = this.lengths[h]! - 1;
  }

  /** Empties list `h` and gives its room back. */
  clear(h: number): void {
    if (h >= this.lengths.length) return;
    this.release(h);
    this.lengths[h] = 0;
  }

  /** A copy of list `h`. */
  toArray(h: number): number[] {
    if (h >= this.lengths.length) return [];
    const offset = this.offsets[h]!;
    return Array.from(this.data.subarray(offset, offset + this.lengths[h]!));
  }

  /** Bytes held, for reports. */
  get byteLength(): number {
    return this.data.byteLength + this.offsets.byteLength * 3;
  }

  private release(h: number): void {
    this.wasted += this.capacities[h]!;
    this.capacities[h] = 0;
  }

  private move(h: number, capacity: number): void {
    if (this.used + capacity > this.data.length) {
      if (this.wasted * 2 > this.used) this.compact();
      this.data = grown(this.data, this.used + capacity);
    }
    const offset = this.used;
    this.data.copyWithin(offset, this.offsets[h]!, this.offsets[h]! + this.lengths[h]!);
    this.wasted += this.capacities[h]!;
    this.offsets[h] = offset;
    this.capacities[h] = capacity;
    this.used += capacity;
  }

  /** Gives back all spare room, after a bulk build: lists grow again on demand. */
  trim(): void {
    this.compact(true);
  }

  private compact(exact = false): void {
    let needed = 0;
    for (let h = 0; h < this.lengths.length; h += 1) {
      if (this.capacities[h] !== 0) needed += exact ? this.lengths[h]! : this.capacities[h]!;
    }
    const next = new Int32Array(exact ? needed : Math.max(1024, Math.ceil(needed * 1.25)));
    let at = 0;
    for (let h = 0; h < this.lengths.length; h += 1) {
      if (this.capacities[h] === 0) continue;
      const length = this.lengths[h]!;
      const offset = this.offsets[h]!;
      next.set(this.data.subarray(offset, offset + length), at);
      this.offsets[h] = at;
      if (exact) this.capacities[h] = length;
      at += this.capacities[h]!;
    }
    this.data = next;
    this.used = at;
    this.wasted = 0;
  }

  private ensureHandle(h: number): void {
    if (h < this.lengths.length) return;
    this.offsets = grown(this.offsets, h + 1);
    this.lengths = grown(this.lengths, h + 1);
    this.capacities = grown(this.capacities, h + 1);
  }
}
