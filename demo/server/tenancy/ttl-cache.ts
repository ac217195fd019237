/**
 * Answers read from the database and kept a while, per key: an agency's settings, the agency
 * a host belongs to. Requests that come while a key is read share that reading; an answer
 * past its time is read again at the next load, and kept until then, so a request under way
 * never loses what it read.
 */
export interface TtlCacheOptions<V> {
  ttlMs: number;
  now?: () => number;
  /** whether an answer is kept (by default every one): an unknown host is asked again, not remembered */
  keeps?: (value: V) => boolean;
}

export class TtlCache<K, V> {
  private readonly entries = new Map<K, { value: V; readAt: number }>();
  private readonly reading = new Map<K, Promise<V>>();
  private readonly ttlMs: number;
  private readonly now: () => number;
  private readonly keeps: (value: V) => boolean;

  constructor(
    private readonly read: (key: K) => Promise<V>,
    options: TtlCacheOptions<V>,
  ) {
    this.ttlMs = options.ttlMs;
    this.now = options.now ?? Date.now;
    this.keeps = options.keeps ?? (() => true);
  }

  /** The key's answer unless it was read within the TTL; requests that come meanwhile share the reading. */
  async load(key: K): Promise<V> {
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.readAt < this.ttlMs) return entry.value;
    let reading = this.reading.get(key);
    if (!reading) {
      reading = this.read(key)
        .then((value) => {
          if (this.keeps(value)) this.entries.set(key, { value, readAt: this.now() });
          else this.entries.delete(key);
          return value;
        })
        .finally(() => this.reading.delete(key));
      this.reading.set(key, reading);
    }
    return reading;
  }

  /** The key's answer as last read, past its TTL too; undefined when it was never read (or forgotten). */
  latest(key: K): V | undefined {
    return this.entries.get(key)?.value;
  }

  /** Forgets one key's answer, or all: read again at the next load. */
  forget(key?: K): void {
    if (key === undefined) this.entries.clear();
    else this.entries.delete(key);
  }
}
