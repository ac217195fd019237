import { describe, expect, it } from 'vitest';
import { ApiError } from '../../core/api/errors.ts';
import { apiRead, knownRead, refusedRead } from '../../core/api/client.ts';
import { propertyReads } from '../../core/api/resources/properties.ts';
import { referenceReads } from '../../core/api/resources/reference.ts';
import { type Answer, keepPageAnswers, type Prerender, readPrerendered } from './prerender.ts';
import { prerenderedAnswer } from './prerender-answers.ts';
import { type } from 'superstruct';

const summary = propertyReads.summary(12, 'fr');
const list = propertyReads.list({ page: 2, pageSize: 3, lang: 'nl' });

describe('a read is named by the request it makes', () => {
  it.each([
    ['a detail', summary, '/properties/12?lang=fr'],
    ['a list page', list, '/properties?page=2&pageSize=3&lang=nl'],
    ['similar ones', propertyReads.similar(12, 'nl'), '/properties/12/similar?lang=nl'],
    ['the top of the region tree', referenceReads.regions('de', 2), '/reference/regions?lang=de&depth=2'],
    ['a list of ids, an empty value left out', apiRead('/x', type({}), { ids: [1, 2], q: '' }), '/x?ids=1%2C2'],
    ['a known answer', knownRead([]), undefined],
  ])('%s', (_name, read, key) => {
    expect(read.key).toBe(key);
  });

  it('asks the API for exactly its key', async () => {
    const asked: string[] = [];
    const api = { get: (path: string, _schema: unknown, query?: Record<string, unknown>) => (asked.push(`${path} ${JSON.stringify(query)}`), Promise.resolve({ items: [1] })) };
    await expect(propertyReads.similar(12, 'nl').load(api as never)).resolves.toEqual([1]);
    expect(asked).toEqual(['/properties/12/similar {"lang":"nl"}']);
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
    const missing = prerenderedAnswer(prerender, propertyReads.summary(13, 'fr'));
    expect(missing && 'error' in missing && missing.error.code).toBe('property_not_found');
  });

  it('on the server, hands a read whose answer is not in yet to the renderer', () => {
    const waiting: (string | undefined)[] = [];
    const prerender: Prerender = { answers, hydrating: true, wait: (read) => waiting.push(read.key) };
    expect(prerenderedAnswer(prerender, list)).toBeUndefined();
    expect(waiting).toEqual(['/properties?page=2&pageSize=3&lang=nl']);
  });

  it('gives a known answer at once, wherever it renders, and tells the server of a known refusal', () => {
    const refused: string[] = [];
    const prerender: Prerender = { answers, hydrating: true, wait: () => expect.unreachable(), refused: (error) => refused.push(error.code) };
    expect(prerenderedAnswer(prerender, knownRead([]))).toEqual({ data: [] });
    expect(prerenderedAnswer(undefined, knownRead(undefined))).toEqual({ data: undefined });
    const notFound = prerenderedAnswer(prerender, refusedRead(new ApiError('project_not_found')));
    expect(notFound && 'error' in notFound && notFound.error.code).toBe('project_not_found');
    expect(refused).toEqual(['project_not_found']);
  });

  it('gives nothing once the element has taken over, but a page answer serves one other read of the same request', () => {
    const taken: Prerender = { answers, hydrating: false };
    expect(prerenderedAnswer(taken, summary)).toBeUndefined();
    keepPageAnswers(answers);
    expect(prerenderedAnswer(undefined, summary)).toEqual({ data: { ID: 12 } });
    // once: a later read asks the API
    expect(prerenderedAnswer(undefined, summary)).toBeUndefined();
    // refusals are not kept for others
    expect(prerenderedAnswer(undefined, propertyReads.summary(13, 'fr'))).toBeUndefined();
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
