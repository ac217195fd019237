// Reading the message catalogs (dictionaries/<lang>/*.po) as translators left them: the
// compiled catalogs cannot tell a missing translation, as `lingui compile` puts the
// English source text in its place.
import { readdirSync, readFileSync } from 'node:fs';

/** The entries of a .po file (msgid / msgstr, multi-line strings joined; `obsolete`: marked `#~`). */
export function parsePo(source) {
  const entries = [];
  for (const block of source.split(/\n\s*\n/)) {
    const obsolete = /^#~ /m.test(block);
    const lines = block.split('\n').map((line) => line.replace(/^#~ /, ''));
    const read = (key) => {
      const start = lines.findIndex((line) => line.startsWith(`${key} `));
      if (start < 0) return undefined;
      let text = JSON.parse(lines[start].slice(key.length + 1));
      for (let i = start + 1; i < lines.length && lines[i].startsWith('"'); i++) text += JSON.parse(lines[i]);
      return text;
    };
    const id = read('msgid');
    if (id) entries.push({ id, text: read('msgstr') ?? '', obsolete });
  }
  return entries;
}

/** A language's translated message ids, each with the catalog file that holds it. */
export function translatedIds(language, dir = new URL('../dictionaries/', import.meta.url)) {
  const ids = new Map();
  const folder = new URL(`${language}/`, dir);
  for (const file of readdirSync(folder).filter((name) => name.endsWith('.po'))) {
    for (const entry of parsePo(readFileSync(new URL(file, folder), 'utf8'))) {
      if (!entry.obsolete && entry.text.trim() !== '') ids.set(entry.id, `dictionaries/${language}/${file}`);
    }
  }
  return ids;
}
