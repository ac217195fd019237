/**
 * What waits for a few places, in one line per key (an agency; one key when the server
 * serves one), the lines served in turn: the next is the first of the line whose turn it is,
 * and that line then goes to the back. One agency's burst makes its own line long, never
 * another's wait: the uploads' places (http/concurrency.ts) and the render slots
 * (rendering/render-queue.ts) are handed on so.
 */
export class FairLines<T> {
  /** the lines with something in them, the one whose turn is next first */
  private readonly lines = new Map<unknown, T[]>();
  private count = 0;

  /** what waits in all the lines */
  get size(): number {
    return this.count;
  }

  lengthOf(key: unknown): number {
    return this.lines.get(key)?.length ?? 0;
  }

  /** How many are served before one more of `key` would be: its own line's, and as many of each other line's at most. */
  before(key: unknown): number {
    const place = this.lengthOf(key) + 1;
    let before = place;
    for (const [other, line] of this.lines) if (other !== key) before += Math.min(line.length, place);
    return before;
  }

  push(key: unknown, item: T): void {
    const line = this.lines.get(key);
    if (line) line.push(item);
    else this.lines.set(key, [item]);
    this.count += 1;
  }

  /** Takes `item` out of its line (one that gave up waiting); false when it is not there (it was served). */
  remove(key: unknown, item: T): boolean {
    const line = this.lines.get(key);
    const index = line?.indexOf(item) ?? -1;
    if (!line || index < 0) return false;
    line.splice(index, 1);
    if (line.length === 0) this.lines.delete(key);
    this.count -= 1;
    return true;
  }

  /** The first of the line whose turn it is, that line going to the back; undefined when none waits. */
  next(): T | undefined {
    for (const [key, line] of this.lines) {
      const first = line.shift()!;
      this.lines.delete(key);
      if (line.length > 0) this.lines.set(key, line);
      this.count -= 1;
      return first;
    }
    return undefined;
  }
}
