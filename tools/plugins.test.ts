// The entry's dynamic imports ask for a chunk's imports along with it (tools/plugins.mjs).
import { describe, expect, it } from 'vitest';
import { preloadChunkImports } from './plugins.mjs';

describe('preloadChunkImports', () => {
  const target = (resolvedImportPath: string, isEntry = false) => ({ type: 'internal', resolvedImportPath, chunk: { isEntry } });
  const render = (isEntry: boolean, imports: unknown[] | null) =>
    (preloadChunkImports().renderDynamicImport as (options: unknown) => { left: string; right: string } | null)({
      chunk: { isEntry },
      getTargetChunkImports: () => imports,
    });

  it('has the entry ask for a chunk and then for the files it imports, all but the entry', async () => {
    const rendered = render(true, [target("'./chunks/runtime-a.js'"), target("'./agency-widgets.js'", true), target("'./chunks/lists-b.js'")]);
    expect(rendered).not.toBeNull();
    // run the expression it makes, with import() standing in: the order of the requests is the point
    const asked: string[] = [];
    const source = `${rendered!.left}'./chunks/property-list-c.js'${rendered!.right}`.replaceAll('import(', 'fetchModule(');
    const fetchModule = (file: string) => (asked.push(file), Promise.resolve(file));
    const chunk = await new Function('fetchModule', `return ${source};`)(fetchModule);
    expect(chunk).toBe('./chunks/property-list-c.js');
    expect(asked).toEqual(['./chunks/property-list-c.js', './chunks/runtime-a.js', './chunks/lists-b.js']);
  });

  it('leaves the dynamic imports of other chunks, and of chunks that import nothing, as they are', () => {
    expect(render(false, [target("'./runtime-a.js'")])).toBeNull();
    expect(render(true, [])).toBeNull();
    expect(render(true, [target("'./agency-widgets.js'", true)])).toBeNull();
  });
});
