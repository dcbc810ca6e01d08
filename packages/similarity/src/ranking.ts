/** Where an idea stands in another idea's ranking. */
export interface RankKey {
  score: number;
  createdMs: number;
  id: number;
}

/**
 * SPEC §5's order of similar ideas: the higher score first; on equal scores
 * the newer idea (later creation), then the lower id, so every answer is
 * deterministic.
 */
export function ranksBefore(a: RankKey, b: RankKey): boolean {
  if (a.score !== b.score) return a.score > b.score;
  if (a.createdMs !== b.createdMs) return a.createdMs > b.createdMs;
  return a.id < b.id;
}

/** The best `capacity` entries offered to it, best first. */
export class TopList<T extends RankKey = RankKey> {
  readonly entries: T[] = [];

  constructor(readonly capacity: number) {}

  /** The lowest score that may still enter: -Infinity while there is room. */
  get floorScore(): number {
    return this.entries.length < this.capacity ? -Infinity : this.entries.at(-1)!.score;
  }

  offer(entry: T): void {
    if (entry.score < this.floorScore) return;
    const entries = this.entries;
    if (entries.length === this.capacity && !ranksBefore(entry, entries.at(-1)!)) return;
    let at = entries.length;
    while (at > 0 && ranksBefore(entry, entries[at - 1]!)) at -= 1;
    entries.splice(at, 0, entry);
    if (entries.length > this.capacity) entries.pop();
  }
}
