/**
 * For the detail elements' component tests: an IntersectionObserver the test drives,
 * standing in for the visitor's scrolling (happy-dom's never reports anything). Like
 * the browser's, it reports each observed element once right after `observe()`, and
 * again when the visitor scrolls.
 */
import { vi } from 'vitest';

export interface FakeViewport {
  /** the visitor scrolls near everything: what waits now and what waits later is near */
  scrollNearAll(): void;
  /** elements observed and not released: the parts still waiting */
  readonly waiting: number;
}

export function fakeViewport(): FakeViewport {
  let near = false;
  const observers = new Set<FakeObserver>();

  class FakeObserver {
    readonly targets = new Set<Element>();
    constructor(private readonly callback: IntersectionObserverCallback) {}
    observe(target: Element) {
      this.targets.add(target);
      observers.add(this);
      queueMicrotask(() => this.report([target]));
    }
    unobserve(target: Element) {
      this.targets.delete(target);
    }
    disconnect() {
      this.targets.clear();
      observers.delete(this);
    }
    takeRecords() {
      return [];
    }
    report(targets: Element[]) {
      const watched = targets.filter((target) => this.targets.has(target));
      if (watched.length === 0) return;
      const entries = watched.map((target) => ({ target, isIntersecting: near }) as IntersectionObserverEntry);
      this.callback(entries, this as unknown as IntersectionObserver);
    }
  }

  vi.stubGlobal('IntersectionObserver', FakeObserver);
  return {
    scrollNearAll() {
      near = true;
      for (const observer of [...observers]) observer.report([...observer.targets]);
    },
    get waiting() {
      return [...observers].reduce((count, observer) => count + observer.targets.size, 0);
    },
  };
}
