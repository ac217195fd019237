// How the build reads the message ids an element's code names (tools/texts.mjs).
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { computedIds, messageIds, stringLiterals } from './texts.mjs';

const source = { 'propertyList.sort.label': 'Sort', 'ui.retry': 'Try again', 'error.api': 'Something went wrong' };
const literals = (code: string) => stringLiterals(parseAst(code));

describe('the ids an element’s code names', () => {
  it.each([
    ['i18n._({ id: "propertyList.sort.label" })', ['propertyList.sort.label']],
    ['const message = `ui.retry`;', ['ui.retry']],
    ['jsx(Trans, { id: "error.api" })', ['error.api']],
    // shaped like an id of a namespace the catalogs have, but in none: a typo, or a message not extracted yet
    ['t("ui.retyr")', ['ui.retyr']],
    // strings of other shapes or namespaces are no message ids
    ['fetch("api.example.be"); load("./chunk.js"); const label = "Sort";', []],
  ])('%s → %j', (code, ids) => {
    expect(messageIds(literals(code).found, source)).toEqual(ids);
  });

  it.each([
    ['`propertyList.attribute.${key}`', ['propertyList.attribute.']],
    ['"ui." + name', ['ui.']],
    // a template with expressions that is no id, or of an unknown namespace, is left alone
    ['`${base}/chunks/${file}`', []],
    ['`price.${currency}`', []],
  ])('finds an id made at run time in %s', (code, prefixes) => {
    expect(computedIds(literals(code).computed, source)).toEqual(prefixes);
  });
});
