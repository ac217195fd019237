/**
 * What a careful reviewer checks on every screen, as functions of a playwright page that
 * return what is wrong (an empty list when nothing is): sideways scrolling, controls
 * without a name or announced with another control's label, ids used twice in one
 * root, frames that show a page of the site or an error, the focused element under the
 * cookie banner, and a button that moves away between a press and its release.
 */
import type { CDPSession, Frame, Page, Response } from 'playwright-core';

/** How far the page scrolls sideways (0 when it does not), with the elements that stick out. */
export async function sidewaysScroll(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const root = document.documentElement;
    const extra = root.scrollWidth - root.clientWidth;
    if (extra <= 0) return [];
    const culprits: { element: Element; text: string }[] = [];
    const walk = (scope: Document | ShadowRoot, host: string) => {
      for (const element of scope.querySelectorAll('*')) {
        const box = element.getBoundingClientRect();
        // an element wider than the page, or one whose content (a long word) runs out of it
        const right = Math.max(box.right, box.left + element.scrollWidth);
        if (box.width > 0 && right > root.clientWidth + 0.5) {
          const name = `${element.tagName.toLowerCase()}${typeof element.className === 'string' && element.className.trim() ? `.${element.className.trim().split(/\s+/).join('.')}` : ''}`;
          culprits.push({ element, text: `${host}${name} (${Math.round(right)} px)` });
        }
        if (element.shadowRoot) walk(element.shadowRoot, `${element.tagName.toLowerCase()} › `);
      }
    };
    walk(document, '');
    // the innermost ones: their ancestors stick out because of them
    const innermost = culprits.filter(({ element }) => !culprits.some((other) => other.element !== element && element.contains(other.element)));
    return [`scrolls ${extra} px sideways: ${innermost.slice(0, 5).map(({ text }) => text).join(', ') || 'a pseudo-element'}`];
  });
}

/** Ids used more than once in the document or in one shadow root: a label or a description then points at the wrong one. */
export async function duplicateIds(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    const walk = (scope: Document | ShadowRoot, name: string) => {
      const counts = new Map<string, number>();
      for (const element of scope.querySelectorAll('[id]')) counts.set(element.id, (counts.get(element.id) ?? 0) + 1);
      for (const [id, count] of counts) if (count > 1) found.push(`${name}: id "${id}" ${count} times`);
      for (const element of scope.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot, `<${element.tagName.toLowerCase()}>`);
    };
    walk(document, 'document');
    return found;
  });
}

/** The roles a visitor operates: each needs a name in the accessibility tree. */
const OPERABLE = new Set(['button', 'checkbox', 'combobox', 'link', 'listbox', 'menuitem', 'radio', 'searchbox', 'slider', 'spinbutton', 'switch', 'tab', 'textbox', 'Iframe']);

interface AXNode {
  ignored: boolean;
  role?: { value: string };
  name?: { value: string };
}

/** Operable nodes of the accessibility tree (frames included) without a name. */
export async function unnamedControls(cdp: CDPSession): Promise<string[]> {
  const { nodes } = (await cdp.send('Accessibility.getFullAXTree')) as unknown as { nodes: AXNode[] };
  return nodes
    .filter((node) => !node.ignored && OPERABLE.has(node.role?.value ?? '') && !(node.name?.value ?? '').trim())
    .map((node) => `a ${node.role!.value} without a name`);
}

/**
 * Each labelled form control (`<label for>` in its root, or a wrapping label) as the
 * accessibility tree names it: its name must say its label. A control announced with
 * another control's label (ids used twice, a label pointing at the wrong control) fails.
 */
export async function mislabelledControls(cdp: CDPSession): Promise<string[]> {
  const { result } = (await cdp.send('Runtime.evaluate', {
    expression: `(() => {
      const found = [];
      const walk = (scope) => {
        for (const control of scope.querySelectorAll('input:not([type=hidden]), select, textarea')) {
          if (!control.checkVisibility({ visibilityProperty: true })) continue;
          const root = control.getRootNode();
          const label = (control.id && root.querySelector('label[for="' + CSS.escape(control.id) + '"]')) || control.closest('label');
          if (!label) continue;
          const copy = label.cloneNode(true);
          for (const hidden of copy.querySelectorAll('[aria-hidden="true"], input, select, textarea')) hidden.remove();
          const text = copy.textContent.replace(/\\s+/g, ' ').trim();
          if (text) found.push([control, text]);
        }
        for (const element of scope.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
      };
      walk(document);
      return found;
    })()`,
  })) as { result: { objectId?: string } };
  if (!result.objectId) return [];
  const pairs = await propertiesOf(cdp, result.objectId);
  const wrong: string[] = [];
  for (const pair of pairs) {
    const [control, label] = await propertiesOf(cdp, pair.objectId!);
    const { nodes } = (await cdp.send('Accessibility.getPartialAXTree', { objectId: control!.objectId!, fetchRelatives: false })) as unknown as { nodes: AXNode[] };
    const name = (nodes[0]?.name?.value ?? '').replace(/\s+/g, ' ').trim();
    const expected = String(label!.value);
    if (!name.includes(expected)) wrong.push(`the control labelled "${expected}" is announced as "${name}"`);
  }
  return wrong;
}

async function propertiesOf(cdp: CDPSession, objectId: string): Promise<{ objectId?: string; value?: unknown }[]> {
  const { result } = (await cdp.send('Runtime.getProperties', { objectId, ownProperties: true })) as unknown as {
    result: { name: string; value?: { objectId?: string; value?: unknown } }[];
  };
  return result.filter((property) => /^\d+$/.test(property.name)).sort((a, b) => Number(a.name) - Number(b.name)).map((property) => property.value ?? {});
}

/** Records the answer to each frame's page load, for framesShowingErrors. */
export function watchFrameLoads(page: Page): Map<Frame, Response> {
  const loads = new Map<Frame, Response>();
  page.on('response', (response) => {
    const frame = response.frame();
    if (response.request().isNavigationRequest() && frame !== page.mainFrame()) loads.set(frame, response);
  });
  return loads;
}

/**
 * Frames that show what a visitor should never see in a box of the page: an error answer
 * (a 404 page), the browser's own error page, or a page of the agency's site itself.
 */
export async function framesShowingErrors(page: Page, loads: Map<Frame, Response>): Promise<string[]> {
  const wrong: string[] = [];
  for (const frame of page.frames()) {
    if (frame === page.mainFrame() || frame.isDetached() || frame.url() === 'about:blank' || frame.url() === '') continue;
    const status = loads.get(frame)?.status();
    if (frame.url().startsWith('chrome-error:')) wrong.push(`a frame failed to load and shows the browser's error page`);
    else if (status !== undefined && status >= 400) wrong.push(`a frame shows ${frame.url()}, answered ${status}`);
    else if (await frame.evaluate(() => document.querySelector('agency-config') !== null).catch(() => false)) {
      wrong.push(`a frame shows a page of the site itself: ${frame.url()}`);
    }
  }
  return wrong;
}

/**
 * Moves the keyboard focus through the page with Tab, up to `stops` times, and returns
 * each focused element the cookie banner covers (WCAG 2.4.11). An element that fits
 * beside the banner must be wholly clear of it; a taller one must show a part.
 */
export async function focusCoveredByBanner(page: Page, stops: number): Promise<string[]> {
  const covered: string[] = [];
  const seen = new Set<string>();
  for (let stop = 0; stop < stops; stop += 1) {
    await page.keyboard.press('Tab');
    const check = await page.evaluate(
      () =>
        new Promise<{ key: string; problem: string | null; banner: boolean }>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              let active: Element | null = document.activeElement;
              while (active?.shadowRoot?.activeElement) active = active.shadowRoot.activeElement;
              const banner = document.querySelector('agency-cookie-consent')?.shadowRoot?.querySelector('[part="banner"], [part="notice"]');
              const label = active ? `${active.tagName.toLowerCase()} "${(active.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"` : 'nothing';
              const key = `${label}@${active?.getBoundingClientRect().top}@${scrollY}`;
              if (!active || !banner || banner.contains(active) || active === document.body) {
                resolve({ key, problem: null, banner: Boolean(banner) });
                return;
              }
              const box = active.getBoundingClientRect();
              const band = banner.getBoundingClientRect();
              const overlap = Math.max(0, Math.min(box.bottom, band.bottom) - Math.max(box.top, band.top));
              const visibleHeight = Math.max(0, Math.min(box.bottom, innerHeight) - Math.max(box.top, 0));
              const fits = box.height <= innerHeight - band.height;
              const hidden = fits ? overlap > 0 : overlap >= visibleHeight;
              resolve({ key, problem: hidden ? `${label} is under the cookie banner (${Math.round(overlap)} of ${Math.round(box.height)} px)` : null, banner: true });
            }),
          ),
        ),
    );
    if (!check.banner) break;
    if (check.problem) covered.push(check.problem);
    // back at an element seen before, at the same place: the tab order went round
    if (seen.has(check.key)) break;
    seen.add(check.key);
  }
  return covered;
}

/**
 * Presses the mouse on each visible button of the page's elements (forms' send buttons
 * first, while the forms are untouched), waits two frames and checks the button is still
 * under the pointer: a press that makes the layout move takes the button away before
 * the release. The release happens elsewhere, so nothing is sent or opened.
 */
export async function buttonsMovingUnderPress(page: Page): Promise<string[]> {
  const moved: string[] = [];
  const count = await page.evaluate(() => {
    const buttons: HTMLElement[] = [];
    const walk = (scope: Document | ShadowRoot) => {
      for (const element of scope.querySelectorAll<HTMLElement>('button, input[type=submit]')) buttons.push(element);
      for (const element of scope.querySelectorAll('*')) if (element.shadowRoot) walk(element.shadowRoot);
    };
    walk(document);
    const first = buttons.filter((button) => button.matches('[type=submit]'));
    const ordered = [...first, ...buttons.filter((button) => !first.includes(button))];
    (window as unknown as { pressTargets: HTMLElement[] }).pressTargets = ordered;
    return ordered.length;
  });
  for (let index = 0; index < count; index += 1) {
    const target = await page.evaluate((at) => {
      const button = (window as unknown as { pressTargets: HTMLElement[] }).pressTargets[at]!;
      if (!button.isConnected || button.closest('[hidden], dialog:not([open])') || button.getClientRects().length === 0) return null;
      button.scrollIntoView({ block: 'center' });
      const box = button.getBoundingClientRect();
      if (box.width === 0 || box.height === 0) return null;
      return { x: box.left + box.width / 2, y: box.top + box.height / 2, label: `${button.tagName.toLowerCase()} "${(button.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}"` };
    }, index);
    if (!target) continue;
    await page.mouse.move(target.x, target.y);
    await page.mouse.down();
    const still = await page.evaluate(
      ({ at, x, y }) =>
        new Promise<boolean>((resolve) =>
          requestAnimationFrame(() =>
            requestAnimationFrame(() => {
              const button = (window as unknown as { pressTargets: HTMLElement[] }).pressTargets[at]!;
              let under: Element | null = document.elementFromPoint(x, y);
              while (under?.shadowRoot) {
                const inner = under.shadowRoot.elementFromPoint(x, y);
                if (!inner || inner === under) break;
                under = inner;
              }
              resolve(under !== null && (under === button || button.contains(under)));
            }),
          ),
        ),
      { at: index, x: target.x, y: target.y },
    );
    // release away from any control: the press must not send a form or open anything
    await page.mouse.move(1, 1);
    await page.mouse.up();
    if (!still) moved.push(`${target.label} moved away under the pointer`);
  }
  return moved;
}
