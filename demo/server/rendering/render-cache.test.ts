// A screen is rendered again only when the data it was made from changed (or it failed);
// in between, and while the same render is under way, requests get the kept HTML.
import { describe, expect, it } from 'vitest';
import type { Rendered } from '../../../widgets/server/render.ts';
import { FRESH_MS, RenderCache, type Versioned } from './render-cache.ts';

function setup() {
  let now = 0;
  const data = new Map([['/properties/1?lang=nl', 'a']]);
  const asked: string[] = [];
  const cache = new RenderCache({
    now: () => now,
    digestOf: async (request) => {
      asked.push(request);
      return data.get(request) ?? 'gone';
    },
  });
  let renders = 0;
  const render = async (complete = true): Promise<Versioned> => {
    renders++;
    const rendered: Rendered = { html: `<p>${data.get('/properties/1?lang=nl')} ${renders}</p>`, status: 200, language: 'nl', complete };
    return { rendered, version: new Map(data) };
  };
  return {
    cache,
    data,
    asked,
    render,
    renders: () => renders,
    later: (ms: number) => {
      now += ms;
    },
  };
}

describe('RenderCache', () => {
  it('serves what it rendered, without asking the API, within FRESH_MS', async () => {
    const { cache, asked, render, renders, later } = setup();
    const first = await cache.get('a', () => render());
    later(FRESH_MS - 1);
    expect(await cache.get('a', () => render())).toBe(first);
    expect(renders()).toBe(1);
    expect(asked).toEqual([]);
  });

  it('after FRESH_MS asks the API again and renders again only when an answer changed', async () => {
    const { cache, data, asked, render, renders, later } = setup();
    const first = await cache.get('a', () => render());
    later(FRESH_MS);
    expect(await cache.get('a', () => render())).toBe(first);
    expect(asked).toEqual(['/properties/1?lang=nl']);
    expect(renders()).toBe(1);
    data.set('/properties/1?lang=nl', 'b');
    later(FRESH_MS);
    const second = await cache.get('a', () => render());
    expect(second.html).toBe('<p>b 2</p>');
    // and then keeps the new one
    later(FRESH_MS);
    expect(await cache.get('a', () => render())).toBe(second);
    expect(renders()).toBe(2);
  });

  it('renders once for requests that come while the same render is under way, and apart for another key', async () => {
    const { cache, render, renders } = setup();
    const [a1, a2, b] = await Promise.all([cache.get('a', () => render()), cache.get('a', () => render()), cache.get('b', () => render())]);
    expect(a1).toBe(a2);
    expect(b).not.toBe(a1);
    expect(renders()).toBe(2);
  });

  it('keeps nothing a failed read made, and nothing when the render was refused', async () => {
    const { cache, render, renders } = setup();
    await cache.get('a', () => render(false));
    await cache.get('a', () => render());
    expect(renders()).toBe(2);
    await expect(cache.get('b', () => Promise.reject(new Error('busy')))).rejects.toThrow('busy');
    await cache.get('b', () => render());
    expect(renders()).toBe(3);
  });
});
