import { describe, expect, it } from 'vitest';
import { properties } from '../../core/api/resources/properties.ts';
import { type Answer, keepPageAnswers, type Load, type Prerender, readPrerendered } from './prerender.ts';
import { prerenderedAnswer, requestKey } from './prerender-answers.ts';

const summary: Load = (api, signal) => properties(api).summary(12, 'fr', { signal });
const list: Load = (api, signal) => properties(api).list({ page: 2, pageSize: 3, lang: 'nl' }, { signal });

describe('requestKey: a load named by the request it makes, without sending it', () => {
  it.each([
    ['a detail', summary, '/properties/12?lang=fr'],
    ['a list page', list, '/properties?page=2&pageSize=3&lang=nl'],
    ['two requests at once', ((api, signal) => Promise.all([summary(api, signal), list(api, signal)])) as Load, '/properties/12?lang=fr /properties?page=2&pageSize=3&lang=nl'],
    ['a load that asks nothing', (() => Promise.resolve(1)) as Load, undefined],
    ['a load that throws first', (() => {
      throw new Error('no id');
    }) as Load, undefined],
  ])('%s', (_name, load, key) => {
    expect(requestKey(load)).toBe(key);
  });
});

describe('prerenderedAnswer', () => {
  const answers = new Map<string, Answer>([
    ['/properties/12?lang=fr', { data: { ID: 12 } }],
    ['/properties/13?lang=fr', { error: 'property_not_found', status: 404 }],
  ]);

  it('gives the server’s answer while hydrating, a refusal as the error the screen shows', () => {
    const prerender: Prerender = { answers, hydrating: true };
    expect(prerenderedAnswer(prerender, summary)).toEqual({ data: { ID: 12 } });
    const missing = prerenderedAnswer(prerender, (api, signal) => properties(api).summary(13, 'fr', { signal }));
    expect(missing && 'error' in missing && missing.error.code).toBe('property_not_found');
  });

  it('on the server, notes a load whose answer is not in yet', () => {
    const wanted: string[] = [];
    const prerender: Prerender = { answers, hydrating: true, wanted: (key) => wanted.push(key) };
    expect(prerenderedAnswer(prerender, list)).toBeUndefined();
    expect(wanted).toEqual(['/properties?page=2&pageSize=3&lang=nl']);
  });

  it('gives nothing once the element has taken over, but a page answer serves one other load of the same request', () => {
    const taken: Prerender = { answers, hydrating: false };
    expect(prerenderedAnswer(taken, summary)).toBeUndefined();
    keepPageAnswers(answers);
    expect(prerenderedAnswer(undefined, summary)).toEqual({ data: { ID: 12 } });
    // once: a later load asks the API
    expect(prerenderedAnswer(undefined, summary)).toBeUndefined();
    // refusals are not kept for others
    expect(prerenderedAnswer(undefined, (api, signal) => properties(api).summary(13, 'fr', { signal }))).toBeUndefined();
  });
});

describe('readPrerendered', () => {
  const rootWith = (html: string) => {
    const host = document.createElement('div');
    const root = host.attachShadow({ mode: 'open' });
    root.innerHTML = html;
    return root;
  };

  it('reads the answers the server put at the end of the root', () => {
    const rendering = readPrerendered(
      rootWith('<div></div><script type="application/json" data-agency-answers>{"language":"nl","url":"/nl/te-koop/","answers":{"/properties?page=1":{"data":[]}}}</script>'),
    );
    expect(rendering?.language).toBe('nl');
    expect(rendering?.url).toBe('/nl/te-koop/');
    expect([...rendering!.answers.keys()]).toEqual(['/properties?page=1']);
  });

  it.each([
    ['no script', '<div></div>'],
    ['broken JSON', '<script type="application/json" data-agency-answers>{"language":</script>'],
    ['a script deeper in the tree (the content’s own)', '<div><script type="application/json" data-agency-answers>{"language":"nl","url":"/","answers":{}}</script></div>'],
  ])('nothing with %s', (_name, html) => {
    expect(readPrerendered(rootWith(html))).toBeUndefined();
  });
});
