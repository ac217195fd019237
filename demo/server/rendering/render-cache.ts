/**
 * Rendered screens kept for the next request, keyed by the request (the screen, its
 * attributes, the page's address and settings) and by the version of the data they were
 * made from: the API's answers to the reads the render made, each by a digest. A request
 * for the same screen is answered from here as long as those reads answer the same; asking
 * them again is a query each in this process, rendering is tens of milliseconds of CPU.
 * Within FRESH_MS of the last look the answers are not even asked (a burst of the same
 * include: an edge's points of presence after a deploy). A render asked for while the same
 * one is under way waits for it instead of rendering it twice.
 *
 * What a render made from a failed read (complete: false) is not kept; neither is more
 * than MAX_BYTES of HTML, the least recently used going first.
 */
import type { Rendered } from '../../../widgets/server/render.ts';

/** How long a rendering is served without asking whether its data changed: far below the minute the include's Cache-Control gives caches. */
export const FRESH_MS = 1_000;
/** The HTML kept at most, in characters (about two bytes each). */
const MAX_CHARACTERS = 16 * 1024 * 1024;

/** Request under the API's base (`/properties/12?lang=fr`) → a digest of the API's answer to it. */
export type DataVersion = ReadonlyMap<string, string>;

export interface Versioned {
  rendered: Rendered;
  version: DataVersion;
}

interface Entry extends Versioned {
  checkedAt: number;
  size: number;
}

export interface RenderCacheOptions {
  /** the digest of the API's answer to `request` now */
  digestOf(request: string): Promise<string>;
  now?: () => number;
}

export class RenderCache {
  private readonly entries = new Map<string, Entry>();
  private readonly underWay = new Map<string, Promise<Rendered>>();
  private characters = 0;
  private readonly now: () => number;

  constructor(private readonly options: RenderCacheOptions) {
    this.now = options.now ?? Date.now;
  }

  /** The rendering `key` names: kept, or made by `render`. */
  get(key: string, render: () => Promise<Versioned>): Promise<Rendered> {
    const underWay = this.underWay.get(key);
    if (underWay) return underWay;
    const entry = this.entries.get(key);
    if (entry && this.now() - entry.checkedAt < FRESH_MS) return Promise.resolve(this.use(key, entry).rendered);
    const job = this.refresh(key, entry, render).finally(() => this.underWay.delete(key));
    this.underWay.set(key, job);
    return job;
  }

  private async refresh(key: string, entry: Entry | undefined, render: () => Promise<Versioned>): Promise<Rendered> {
    if (entry && (await this.unchanged(entry.version))) {
      entry.checkedAt = this.now();
      return this.use(key, entry).rendered;
    }
    const made = await render();
    this.forget(key);
    if (made.rendered.complete) this.keep(key, { ...made, checkedAt: this.now(), size: made.rendered.html.length });
    return made.rendered;
  }

  private async unchanged(version: DataVersion): Promise<boolean> {
    const now = await Promise.all([...version].map(async ([request, digest]) => (await this.options.digestOf(request)) === digest));
    return now.every(Boolean);
  }

  /** Marks `entry` as the most recently used. */
  private use(key: string, entry: Entry): Entry {
    this.entries.delete(key);
    this.entries.set(key, entry);
    return entry;
  }

  private keep(key: string, entry: Entry): void {
    if (entry.size > MAX_CHARACTERS) return;
    this.entries.set(key, entry);
    this.characters += entry.size;
    for (const [oldest] of this.entries) {
      if (this.characters <= MAX_CHARACTERS) break;
      this.forget(oldest);
    }
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.characters -= entry.size;
  }
}
