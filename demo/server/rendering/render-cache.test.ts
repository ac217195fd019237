// A screen is rendered again only when the data it was made from changed (or a read failed);
// in between, and while the same render is under way, requests get the kept HTML. The API is
// not even asked while its answers are fresh by its own word.
import { describe, expect, it } from 'vitest';
import type { Rendered } from '../../../widgets/server/render.ts';
import { type Answered, FRESH_MS, RenderCache, type Versioned } from './render-cache.ts';

const DETAIL = '/properties/1?lang=nl';
const TREE = '/reference/types?lang=nl';

function setup(freshMs: Record<string, number> = { [DETAIL]: 0, [TREE]: 0 }) {
  let now = 0;
  const data = new Map([
    [DETAIL, 'a'],
    [TREE, 't'],
  ]);
  const asked: string[] = [];
  const source = { version: 'v1' };
  const answer = (request: string): Answered => ({ digest: data.get(request) ?? 'gone', freshMs: freshMs[request] ?? 0 });
  const cache = new RenderCache({
    now: () => now,
    source: async () => source.version,
    look: async (request) => {
      asked.push(request);
      return answer(request);
    },
  });
  let renders = 0;
  const render = async (complete = true): Promise<Versioned> => {
    renders++;
    const rendered: Rendered = { html: `<p>${data.get(DETAIL)} ${renders}</p>`, status: 200, language: 'nl', complete };
    return { rendered, version: new Map([...data.keys()].map((request) => [request, answer(request)])) };
  };
  return {
    cache,
    data,
    source,
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
    expect(asked.sort()).toEqual([DETAIL, TREE]);
    expect(renders()).toBe(1);
    data.set(DETAIL, 'b');
    later(FRESH_MS);
    const second = await cache.get('a', () => render());
    expect(second.html).toBe('<p>b 2</p>');
    // and then keeps the new one
    later(FRESH_MS);
    expect(await cache.get('a', () => render())).toBe(second);
    expect(renders()).toBe(2);
  });

  it('asks again at once, fresh or not, when the source changed: renders again only if its answers did', async () => {
    const { cache, data, source, asked, render, renders, later } = setup({ [DETAIL]: 60_000, [TREE]: 3_600_000 });
    const first = await cache.get('a', () => render());
    later(1);
    // another listing changed: the answers are the same, the rendering stays
    source.version = 'v2';
    expect(await cache.get('a', () => render())).toBe(first);
    expect(asked.sort()).toEqual([DETAIL, TREE]);
    expect(await cache.get('a', () => render())).toBe(first);
    expect(asked).toHaveLength(2);
    // this one changed
    data.set(DETAIL, 'b');
    source.version = 'v3';
    expect((await cache.get('a', () => render())).html).toBe('<p>b 2</p>');
    expect(renders()).toBe(2);
  });

  it.each([
    ['fresh by the first of its answers', 60_000, 3_600_000, 60_000],
    ['fresh for FRESH_MS at least', 10, 3_600_000, FRESH_MS],
  ])('asks again once it is no longer %s', async (_name, detailFresh, treeFresh, freshFor) => {
    const { cache, asked, render, later } = setup({ [DETAIL]: detailFresh, [TREE]: treeFresh });
    await cache.get('a', () => render());
    later(freshFor - 1);
    await cache.get('a', () => render());
    expect(asked).toEqual([]);
    later(1);
    await cache.get('a', () => render());
    expect(asked.length).toBe(2);
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
