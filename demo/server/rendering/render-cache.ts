/**
 * Rendered screens kept for the next request, keyed by the request (the screen, its
 * attributes, the page's address and settings) and by the version of the data they were
 * made from: the API's answers to the reads the render made, each by a digest. A request
 * for the same screen is answered from here as long as those reads answer the same; asking
 * them again is a query each in this process, rendering is tens of milliseconds of CPU.
 *
 * An answer is not even asked again while the API says it is fresh (its own Cache-Control:
 * a minute for listings, an hour for the reference trees), nor within FRESH_MS (a burst of
 * the same include: an edge's points of presence after a deploy), unless the source the API
 * reads changed meanwhile (its version, one small read: the catalogue's, which every write
 * of a listing changes on every instance): then its answers are asked again at once, so a
 * changed price shows on the next request. A render asked for while the same one is under
 * way, from the same version, waits for it instead of rendering it twice.
 *
 * What a render made from a failed read (complete: false) is not kept; neither is more
 * than MAX_CHARACTERS of HTML, the least recently used going first.
 */
import type { Rendered } from '../../../widgets/server/render.ts';

/** How long a rendering is served at least without asking whether its data changed. */
export const FRESH_MS = 1_000;
/** The HTML kept at most, in characters (about two bytes each). */
const MAX_CHARACTERS = 16 * 1024 * 1024;

/** What the API answered to one read: a digest of the answer, and how long the API says it stays fresh. */
export interface Answered {
  digest: string;
  freshMs: number;
}

/** Request under the API's base (`/properties/12?lang=fr`) → what the API answered to it. */
export type DataVersion = ReadonlyMap<string, Answered>;

export interface Versioned {
  rendered: Rendered;
  version: DataVersion;
}

interface Entry extends Versioned {
  /** until when it is served without asking */
  freshUntil: number;
  /** the source's version when the data was last seen the same */
  source: string;
  size: number;
}

export interface RenderCacheOptions {
  /** what the API answers to `request` now */
  look(request: string): Promise<Answered>;
  /** the version of what the API's answers come from, now: a rendering seen with another one is checked again, fresh or not */
  source?: () => Promise<string>;
  now?: () => number;
}

/** How long a rendering made from `version` stays fresh: as long as the first of its answers, FRESH_MS at least. */
function freshFor(version: DataVersion): number {
  return Math.max(FRESH_MS, Math.min(...[...version.values()].map((answered) => answered.freshMs)));
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
  async get(key: string, render: () => Promise<Versioned>): Promise<Rendered> {
    const source = (await this.options.source?.()) ?? '';
    // a render under way from an older version may have read the data before it changed
    const job = `${source}\n${key}`;
    const underWay = this.underWay.get(job);
    if (underWay) return underWay;
    const entry = this.entries.get(key);
    if (entry && entry.source === source && this.now() < entry.freshUntil) return this.use(key, entry).rendered;
    const made = this.refresh(key, entry, render, source).finally(() => this.underWay.delete(job));
    this.underWay.set(job, made);
    return made;
  }

  private async refresh(key: string, entry: Entry | undefined, render: () => Promise<Versioned>, source: string): Promise<Rendered> {
    const current = entry && (await this.lookAgain(entry.version));
    if (entry && current) {
      entry.version = current;
      entry.source = source;
      entry.freshUntil = this.now() + freshFor(current);
      return this.use(key, entry).rendered;
    }
    const made = await render();
    this.forget(key);
    if (made.rendered.complete) this.keep(key, { ...made, source, freshUntil: this.now() + freshFor(made.version), size: made.rendered.html.length });
    return made.rendered;
  }

  /** The reads' answers now, when every one is what it was; undefined when one changed. */
  private async lookAgain(version: DataVersion): Promise<DataVersion | undefined> {
    const now = await Promise.all([...version].map(async ([request, { digest }]) => [request, await this.options.look(request), digest] as const));
    if (now.some(([, answered, digest]) => answered.digest !== digest)) return undefined;
    return new Map(now.map(([request, answered]) => [request, answered]));
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
