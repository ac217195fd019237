// The error messages' own texts file (tools/texts.mjs), read from the built dist/: with
// it, every page finds the message of every API error in every language, and an element's
// texts no longer carry the messages it reaches only through core/api/errors.ts.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { CLIENT_ERROR_CODES, ERROR_STATUS, type ApiErrorCode, errorMessageId } from '../core/api/errors.ts';
import { FORM_KINDS } from '../core/forms/forms.ts';
import { LANGUAGES, readCatalog } from './texts.mjs';

const manifest = JSON.parse(readFileSync(new URL('../dist/manifest.json', import.meta.url), 'utf8')) as {
  elements: Record<string, { texts: Record<string, string> | null }>;
};
const textsBuild = Object.values(manifest.elements).find((element) => element.texts)!.texts!.nl!.match(/-(\w+)\.js$/)![1];
const read = (file: string): Record<string, unknown> =>
  JSON.parse(JSON.parse(readFileSync(new URL(`../dist/${file}`, import.meta.url), 'utf8').match(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/)![1]!));

const codes = [...Object.keys(ERROR_STATUS), ...CLIENT_ERROR_CODES] as ApiErrorCode[];
const shown = new Set(codes.flatMap((code) => [errorMessageId(code), ...FORM_KINDS.map((kind) => errorMessageId(code, { kind }))]));

describe.each(LANGUAGES)('the error texts in %s', (language) => {
  const errors = read(`chunks/texts-errors-${language}-${textsBuild}.js`);
  const catalog = readCatalog(language);

  it('hold the message of every error an API call can fail with, as the catalog writes it', () => {
    for (const id of shown) expect(errors[id], id).toEqual(catalog[id]);
  });

  it('are left out of the texts of elements that do not name them', () => {
    const list = read(manifest.elements['agency-property-list']!.texts![language]!);
    expect(list['error.slotTaken']).toBeUndefined();
    expect(list['error.mailFailed']).toBeUndefined();
    // a failed network is shown even when the error texts cannot come
    expect(list['error.network']).toEqual(catalog['error.network']);
  });
});
