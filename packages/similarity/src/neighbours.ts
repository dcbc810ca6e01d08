import { grown } from './bits.js';

/**
 * Every idea's best matches, best first, in flat arrays: `depth` entries per
 * slot. Each list is a prefix of the idea's full ranking of all other ideas:
 * whatever is not in it ranks below everything in it. A list is `complete`
 * when it holds every other idea (fewer than `depth` exist).
 *
 * Rank order: higher score first; on equal scores the newer idea (later
 * createdAt), then the lower id.
 */
export class Neighbourhoods {
  slots = new Int32Array(0);
  scores = new Float64Array(0);
  lengths = new Int32Array(0);
  complete = new Uint8Array(0);
  /**
   * The lowest score that can still enter the list: -Infinity while a complete
   * list has room, else the score of its last entry (a tie may enter too,
   * depending on the tie-break).
   */
  floors = new Float64Array(0);

  constructor(
    readonly depth: number,
    private readonly times: () => Float64Array,
    private readonly ids: () => Float64Array,
  ) {}

  ensureCapacity(slots: number): void {
    this.slots = grown(this.slots, slots * this.depth);
    this.scores = grown(this.scores, slots * this.depth);
    this.lengths = grown(this.lengths, slots);
    this.complete = grown(this.complete, slots);
    this.floors = grown(this.floors, slots);
  }

  /** True when idea `a` with `scoreA` ranks before idea `b` with `scoreB`. */
  ranksBefore(scoreA: number, a: number, scoreB: number, b: number): boolean {
    if (scoreA !== scoreB) return scoreA > scoreB;
    const times = this.times();
    const timeA = times[a]!;
    const timeB = times[b]!;
    if (timeA !== timeB) return timeA > timeB;
    const ids = this.ids();
    return ids[a]! < ids[b]!;
  }

  /** Sets a list from ranked candidates. */
  set(
    owner: number,
    slots: ArrayLike<number>,
    scores: ArrayLike<number>,
    length: number,
    complete: boolean,
  ): void {
    const base = owner * this.depth;
    for (let i = 0; i < length; i += 1) {
      this.slots[base + i] = slots[i]!;
      this.scores[base + i] = scores[i]!;
    }
    this.lengths[owner] = length;
    this.complete[owner] = complete && length < this.depth ? 1 : 0;
    this.updateFloor(owner);
  }

  /**
   * Offers `candidate` to the list of `owner`. Returns the position it took,
   * or -1 when it ranks below the list (and the list is not complete).
   */
  offer(owner: number, candidate: number, score: number): number {
    const depth = this.depth;
    const base = owner * depth;
    const length = this.lengths[owner]!;
    const isComplete = this.complete[owner] === 1;
    let at = length;
    while (
      at > 0 &&
      this.ranksBefore(score, candidate, this.scores[base + at - 1]!, this.slots[base + at - 1]!)
    ) {
      at -= 1;
    }
    if (at === length && !isComplete) return -1;
    const end = Math.min(length, depth - 1);
    for (let i = end; i > at; i -= 1) {
      this.slots[base + i] = this.slots[base + i - 1]!;
      this.scores[base + i] = this.scores[base + i - 1]!;
    }
    this.slots[base + at] = candidate;
    this.scores[base + at] = score;
    if (length < depth) this.lengths[owner] = length + 1;
    // A full list holds no more than the best `depth`; it is a plain prefix now.
    if (length + 1 >= depth) this.complete[owner] = 0;
    this.updateFloor(owner);
    return at;
  }

  /** Takes `removed` out of the list of `owner`; returns the position it had, or -1. */
  withdraw(owner: number, removed: number): number {
    const base = owner * this.depth;
    const length = this.lengths[owner]!;
    let at = 0;
    while (at < length && this.slots[base + at] !== removed) at += 1;
    if (at === length) return -1;
    for (let i = at; i < length - 1; i += 1) {
      this.slots[base + i] = this.slots[base + i + 1]!;
      this.scores[base + i] = this.scores[base + i + 1]!;
    }
    this.lengths[owner] = length - 1;
    this.updateFloor(owner);
    return at;
  }

  /** Records that the list of `owner` holds every other idea. */
  markComplete(owner: number): void {
    if (this.lengths[owner]! < this.depth) {
      this.complete[owner] = 1;
      this.updateFloor(owner);
    }
  }

  private updateFloor(owner: number): void {
    const length = this.lengths[owner]!;
    this.floors[owner] =
      this.complete[owner] === 1 || length === 0
        ? -Infinity
        : this.scores[owner * this.depth + length - 1]!;
  }
}
