// How the build reads the message ids an element's code names (tools/texts.mjs).
import { parseAst } from 'rollup/parseAst';
import { describe, expect, it } from 'vitest';
import { computedIds, messageIds, moduleOutline, stringLiterals } from './texts.mjs';

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

// What an element uses of a module it imports decides which of the module's texts are its own.
describe('the outline of a module', () => {
  const outline = (code: string) => moduleOutline(parseAst(code));

  it('gives each declarator a statement of its own, as a minifier joins them into one declaration', () => {
    const { statements, exports } = outline(
      'const a = t("field.email"), b = t("field.cv"); function t(id) { return { id }; } export { a as email, b as cv };',
    );
    const declaring = (name: string) => statements.find((statement) => statement.declares.includes(name))!;
    expect(declaring('a').literals).toEqual(['field.email']);
    expect(declaring('b').literals).toEqual(['field.cv']);
    expect([...declaring('a').reads.keys()]).toContain('t');
    expect(exports.get('cv')).toEqual({ local: 'b' });
  });

  it('reads a namespace by the members it uses, and whole when it is used whole', () => {
    const { statements, imports } = outline(
      'import * as success from "./success.ts"; import { thanks as done } from "./x.ts"; export const a = success.thanks.id; export const b = Object.keys(success); export const c = done;',
    );
    expect(imports.get('success')).toEqual({ from: './success.ts', name: '*' });
    expect(imports.get('done')).toEqual({ from: './x.ts', name: 'thanks' });
    const reads = (name: string) => statements.find((statement) => statement.declares.includes(name))!.reads.get('success');
    expect([...reads('a')!]).toEqual(['thanks']);
    expect([...reads('b')!]).toEqual(['*']);
  });

  it('keeps what runs on evaluation, what it imports for its effect or later, and what it re-exports', () => {
    const { statements, whole, exports } = outline(
      'import "./effect.ts"; start("ui.retry"); export * from "./all.ts"; export { x } from "./some.ts"; const later = () => import("./part.ts");',
    );
    expect(statements.filter((statement) => statement.declares.length === 0).flatMap((statement) => statement.literals)).toEqual(['ui.retry']);
    expect(whole).toEqual(['./effect.ts', './all.ts', './part.ts']);
    expect(exports.get('x')).toEqual({ from: './some.ts', name: 'x' });
  });
});
