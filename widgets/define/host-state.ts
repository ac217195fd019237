/**
 * An element is `loading` (the custom state `:state(loading)`, which the page's reserved
 * styles give the box it will fill: tools/elements.mjs) from its creation until it has
 * shown itself: its texts are in and no part of it still waits for its data. So nothing
 * after it moves while it fills in.
 */
import { createContext, useContext, useLayoutEffect } from 'react';

/** The `loading` state of one element: the parts still waiting, and whether its texts are in. */
export class HostLoading {
  private readonly waiting = new Set<object>();

  /** `shown`: the server rendered the element, whose HTML is on screen before its code. */
  constructor(
    private readonly states: { add(state: string): void; delete(state: string): boolean } | undefined,
    private shown = false,
  ) {
    if (!shown) states?.add('loading');
  }

  /** Its texts are in (or out again, while a language switch loads). */
  textsShown(shown: boolean): void {
    this.shown = shown;
    this.update();
  }

  wait(part: object, waiting: boolean): void {
    if (waiting) this.waiting.add(part);
    else this.waiting.delete(part);
    this.update();
  }

  private update(): void {
    if (this.shown && this.waiting.size === 0) this.states?.delete('loading');
    else if (!this.shown) this.states?.add('loading');
  }
}

export const HostLoadingContext = createContext<HostLoading | undefined>(undefined);

/** Keeps the element `loading` while `waiting`: a screen whose first data is not in yet. */
export function useHostLoading(waiting: boolean): void {
  const loading = useContext(HostLoadingContext);
  useLayoutEffect(() => {
    if (!loading) return undefined;
    const part = {};
    loading.wait(part, waiting);
    return () => loading.wait(part, false);
  }, [loading, waiting]);
}
