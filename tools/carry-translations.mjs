// Part of `npm run i18n`, between two extracts: when code moves from one widget folder to
// another, `lingui extract` marks its messages obsolete in the old area's catalog and adds
// them untranslated to the new one. This fills every empty translation from an obsolete
// entry with the same id in the same language; the next `lingui extract --clean` then drops
// the obsolete entries. Nothing else is touched.
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';

const dictionaries = new URL('../dictionaries/', import.meta.url);
const languages = ['nl', 'fr', 'en', 'de'];

/** The blocks of a .po file (entries separated by blank lines). */
const blocksOf = (text) => text.split(/\n\s*\n/);
const idOf = (block) => block.match(/^(?:#~ )?msgid (".*")$/m)?.[1];
const isObsolete = (block) => /^#~ msgid /m.test(block);

let carried = 0;
for (const language of languages) {
  const dir = new URL(`${language}/`, dictionaries);
  const files = readdirSync(dir).filter((file) => file.endsWith('.po'));
  const obsolete = new Map();
  for (const file of files) {
    for (const block of blocksOf(readFileSync(new URL(file, dir), 'utf8'))) {
      const id = idOf(block);
      const text = block.match(/^#~ msgstr (".*")$/m)?.[1]; // a wrapped obsolete text is left to a translator
      if (id && isObsolete(block) && text && text !== '""') obsolete.set(id, text);
    }
  }
  for (const file of files) {
    const source = readFileSync(new URL(file, dir), 'utf8');
    const blocks = blocksOf(source).map((block) => {
      const id = idOf(block);
      // empty: `msgstr ""` with no continuation line after it (long texts wrap onto "…" lines)
      const empty = /^msgstr ""$(?![\s\S]*^")/m.test(block);
      if (!id || isObsolete(block) || !empty || !obsolete.has(id)) return block;
      carried++;
      return block.replace(/^msgstr ""$/m, `msgstr ${obsolete.get(id)}`);
    });
    const result = blocks.join('\n\n');
    if (result !== source) writeFileSync(new URL(file, dir), result);
  }
}
if (carried) console.log(`carried ${carried} translations to where their code moved`);
