// The build's message-id inlining (tools/plugins.mjs): the ids it writes are the ones
// core/messages/ declares, and an import goes only when nothing reads it any more.
import { describe, expect, it } from 'vitest';
import * as messages from '../core/messages.ts';
import { inlineMessageIds, messageIds, preloadChunkImports } from './plugins.mjs';

const groups = Object.entries(messages).filter(([name]) => name.endsWith('Messages')) as [string, Record<string, { id: string }>][];

function inline(code: string): string | undefined {
  const result = inlineMessageIds().transform(code, '/project/widgets/example/Example.tsx') as { code: string } | null;
  return result?.code;
}

describe('messageIds', () => {
  it('reads every message of every group with the id it declares', () => {
    const expected = new Map(groups.flatMap(([group, entries]) => Object.entries(entries).map(([key, descriptor]) => [`${group}.${key}`, descriptor.id])));
    expect(groups).toHaveLength(12);
    expect(messageIds()).toEqual(expected);
  });
});

describe('inlineMessageIds', () => {
  it('writes the id in place of the descriptor and drops the import nothing reads any more', () => {
    const code = [
      "import { routeMessages } from '../../core/messages/route.ts';",
      "import { noticeMessages } from '../../core/messages/notice.ts';",
      'const title = i18n._(routeMessages.projects.id);',
      'const slot = i18n._(noticeMessages.timeSlotMorning.id);',
    ].join('\n');
    expect(inline(code)).toBe(['', '', 'const title = i18n._("route.projects");', 'const slot = i18n._("notice.timeSlot.morning");'].join('\n'));
  });

  it('keeps the import of a group the code still reads as a whole, and keys it does not know', () => {
    const code = [
      "import { stateMessages } from '../messages/state.ts';",
      'const sold = stateMessages.sold.id;',
      'const all = Object.values(stateMessages);',
      'const unknown = stateMessages.noSuchKey.id;',
    ].join('\n');
    expect(inline(code)).toBe(
      [
        "import { stateMessages } from '../messages/state.ts';",
        'const sold = "state.sold";',
        'const all = Object.values(stateMessages);',
        'const unknown = stateMessages.noSuchKey.id;',
      ].join('\n'),
    );
  });

  it('leaves code without descriptor ids, and the message modules themselves, alone', () => {
    expect(inline('const id = "route.projects";')).toBeUndefined();
    const own = inlineMessageIds().transform('x(routeMessages.home.id)', '/project/core/messages/source.ts');
    expect(own).toBeNull();
  });
});

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
