import { describe, expect, it } from 'vitest';
import { routeParamsOf, slugTitle } from './page-context.ts';

describe('what a form reads from its route', () => {
  it.each([
    ['/nl/doorsturen/12/', 'agency-send-to-friend', { id: 12 }],
    ['/fr/envoyer-a-un-ami/', 'agency-send-to-friend', {}],
    ['/fr/envoyer-a-un-ami/maison-5101/?x=1', 'agency-send-to-friend', { id: 5101 }],
    ['/nl/documenten-aanvragen/5101/', 'agency-request-documents', { id: 5101 }],
    ['/nl/doorsturen/12/', 'agency-request-documents', {}],
    ['/nl/vacatures/makelaar-verhuur/', 'agency-job-form', { slug: 'makelaar-verhuur' }],
    ['/nl/vacatures/', 'agency-job-form', {}],
    [undefined, 'agency-job-form', {}],
  ] as const)('%s as %s → %j', (path, tag, expected) => {
    expect(routeParamsOf(path, tag)).toEqual(expected);
  });

  it.each([
    ['makelaar-verhuur', 'Makelaar verhuur'],
    ['agent_immobilier', 'Agent immobilier'],
    ['--', undefined],
    [undefined, undefined],
  ])('%j → %j', (slug, title) => {
    expect(slugTitle(slug)).toBe(title);
  });
});
