/** Helpers for the browser tests (@web/test-runner, Chromium). */
import type { AxeResults } from 'axe-core';

declare global {
  interface Window {
    axe?: { run(context: Element | Document, options?: object): Promise<AxeResults> };
  }
}

/** Resolves when `check` returns a truthy value, polling each frame; rejects after `ms`. */
export async function until<T>(check: () => T | null | undefined | false, ms = 4000, what = 'condition'): Promise<T> {
  const end = performance.now() + ms;
  for (;;) {
    const value = check();
    if (value) return value;
    if (performance.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => requestAnimationFrame(resolve));
  }
}

/** Loads a classic script (axe-core ships as one) once. */
export function loadScript(src: string): Promise<void> {
  if (document.querySelector(`script[src="${src}"]`)) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.onload = () => resolve();
    script.onerror = () => reject(new Error(`could not load ${src}`));
    document.head.append(script);
  });
}

/** axe-core's WCAG 2.x A/AA and best-practice rules on `context`, shadow roots included. */
export async function axeViolations(context: Element | Document = document): Promise<string[]> {
  await loadScript('/node_modules/axe-core/axe.min.js');
  const results = await window.axe!.run(context, { resultTypes: ['violations'] });
  return results.violations.map(
    (violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`,
  );
}

/** The open shadow root of the first `selector` in the page, once it has rendered something. */
export function renderedRoot(selector: string): Promise<ShadowRoot> {
  return until(() => {
    const root = document.querySelector(selector)?.shadowRoot;
    return root && root.querySelector('.agency-root > *') ? root : undefined;
  }, 4000, `${selector} to render`);
}
