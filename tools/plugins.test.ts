// The build's message-id inlining (tools/plugins.mjs): the ids it writes are the ones
// core/messages/ declares, and an import goes only when nothing reads it any more.
import { describe, expect, it } from 'vitest';
import * as messages from '../core/messages.ts';
import { inlineMessageIds, messageIds } from './plugins.mjs';

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
