import TinyQueue from 'tinyqueue';

/**
 * Projects with their best place and its score, exact or an upper bound still to be resolved,
 * side by side in typed arrays: a state is ranked for every project a user may read, and an
 * object for each would cost more than finding its place.
 */
export class FoundProjects {
  readonly index: Uint32Array;
  readonly score: Float64Array;
  readonly place: Int32Array;
  readonly exact: Uint8Array;
  length = 0;

  constructor(capacity: number) {
    this.index = new Uint32Array(capacity);
    this.score = new Float64Array(capacity);
    this.place = new Int32Array(capacity);
    this.exact = new Uint8Array(capacity);
  }

  add(index: number, found: { place: number; score: number }, exact: boolean) {
    const at = this.length++;
    this.index[at] = index;
    this.score[at] = found.score;
    this.place[at] = found.place;
    this.exact[at] = exact ? 1 : 0;
  }

  /**
   * Positions best first, equal scores in the order the projects came in; an upper bound
   * met on the way is resolved (`exactOf`) and put back in its place.
   */
  *bestFirst(exactOf: (index: number) => { place: number; score: number }): Generator<number> {
    const queue = new TinyQueue(
      Array.from({ length: this.length }, (_, at) => at),
      (a, b) =>
        (this.score[b] as number) - (this.score[a] as number) ||
        (this.index[a] as number) - (this.index[b] as number),
    );
    while (queue.length > 0) {
      const at = queue.pop() as number;
      if (this.exact[at]) {
        yield at;
        continue;
      }
      const found = exactOf(this.index[at] as number);
      this.place[at] = found.place;
      this.score[at] = found.score;
      this.exact[at] = 1;
      queue.push(at);
    }
  }

  /** Positions `start` to `end` of bestFirst. */
  slice(start: number, end: number, exactOf: (index: number) => { place: number; score: number }) {
    const taken: number[] = [];
    if (end <= start) return taken;
    let position = 0;
    for (const at of this.bestFirst(exactOf)) {
      if (position >= start) taken.push(at);
      position += 1;
      if (position >= end) break;
    }
    return taken;
  }
}
