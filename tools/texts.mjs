// Each element's texts follow its code: once rollup has tree-shaken the bundle, this reads
// the syntax tree of every module left in it, takes the string literals that are message
// ids of the catalogs, and writes per element and language one file with exactly the
// messages its code can show: its module, what that imports and the parts it loads later,
// up to other elements and the entry. The messages of the API's errors that the table of
// core/api/errors.ts names are one more file per language, `texts-errors-<language>`, which
// the widgets load the first time an error is about to be shown (widgets/i18n.ts): an
// element's file leaves out that module's ids, unless its own code names them too. An id
// used in code and missing from a language's catalog stops the build with the id and its file.
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { relative } from 'node:path';
import { elementModule, entryModule } from './chunk-rule.mjs';
import { translatedIds } from './po.mjs';

export const LANGUAGES = ['nl', 'fr', 'en', 'de'];

/**
 * Stands in the entry for the hash of all texts until they are written (registry.ts);
 * as long as the hash, so the entry's source map stays exact when it is put in.
 */
export const TEXTS_PLACEHOLDER = '@TEXTS@!';

const root = new URL('../', import.meta.url);

/** The module whose ids make the error texts, and their name in place of an element's folder. */
export const errorsModule = /\/core\/api\/errors\.ts$/;
export const ERROR_TEXTS = 'errors';

/** A language's compiled catalog (id → compiled message), as `lingui compile` writes it. */
export function readCatalog(language, dir = new URL('dictionaries/compiled/', root)) {
  const source = readFileSync(new URL(`${language}.ts`, dir), 'utf8');
  const literal = source.match(/JSON\.parse\(("(?:[^"\\]|\\.)*")\)/);
  if (!literal) throw new Error(`dictionaries/compiled/${language}.ts: no catalog found`);
  // lingui writes a JavaScript string literal (with \xA0 escapes, not JSON's): read it as one
  return JSON.parse(new Function(`return ${literal[1]};`)());
}

/** Message ids are `namespace.what` (`propertyList.sort`, `validation.emailInvalid`). */
const idShape = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)+$/;

/**
 * Every string literal of an ESTree (template literals without expressions included), and
 * the beginnings of strings made at run time: a template literal's first part, the left
 * string of a `+`.
 */
export function stringLiterals(ast) {
  const found = [];
  const computed = [];
  const visit = (node) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'Literal' && typeof node.value === 'string') found.push(node.value);
    else if (node.type === 'TemplateLiteral') {
      if (node.expressions.length === 0) found.push(node.quasis[0].value.cooked);
      else computed.push(node.quasis[0].value.cooked);
    } else if (node.type === 'BinaryExpression' && node.operator === '+' && node.left.type === 'Literal' && typeof node.left.value === 'string') {
      computed.push(node.left.value);
    }
    for (const key of Object.keys(node)) {
      const value = node[key];
      if (Array.isArray(value)) for (const child of value) visit(child);
      else if (value && typeof value === 'object' && key !== 'loc') visit(value);
    }
  };
  visit(ast);
  return { found, computed };
}

/** `propertyDetail.attribute.`: the start of an id made at run time, which no page's texts could hold. */
const idPrefix = /^[a-z][a-zA-Z0-9]*(\.[a-zA-Z0-9]+)*\.$/;

/** The prefixes among `computed` that begin an id of one of the source catalog's namespaces. */
export function computedIds(computed, source) {
  const namespaces = new Set(Object.keys(source).map((id) => id.split('.')[0]));
  return computed.filter((value) => idPrefix.test(value) && namespaces.has(value.split('.')[0]));
}

/**
 * The message ids among `literals`: those of the source catalog, and those shaped like an
 * id of one of its namespaces (a typo, or a message no catalog has yet).
 */
export function messageIds(literals, source) {
  const namespaces = new Set(Object.keys(source).map((id) => id.split('.')[0]));
  return literals.filter((value) => Object.hasOwn(source, value) || (idShape.test(value) && namespaces.has(value.split('.')[0])));
}

export function elementTexts({ languages = LANGUAGES, catalogDir } = {}) {
  return {
    name: 'element-texts',
    generateBundle(_options, bundle) {
      const catalogs = Object.fromEntries(languages.map((language) => [language, readCatalog(language, catalogDir)]));
      const translated = Object.fromEntries(languages.map((language) => [language, translatedIds(language)]));
      const source = catalogs.en ?? catalogs[languages[0]];
      const chunks = Object.values(bundle).filter((file) => file.type === 'chunk');

      // module → the ids its code names, as tree-shaking left it
      const idsOf = new Map();
      for (const chunk of chunks) {
        for (const [id, module] of Object.entries(chunk.modules)) {
          if (!module.code) continue;
          const { found, computed } = stringLiterals(this.parse(module.code));
          const made = computedIds(computed, source);
          if (made.length > 0) {
            this.error(`${relative(root.pathname, id)} makes a message id at run time (${made[0]}…): write each id out, so the build can give the page its text.`);
          }
          idsOf.set(id, messageIds(found, source));
        }
      }

      /**
       * The ids the code from `start` names, and what it imports statically or for a part it
       * loads later, up to other elements and the entry (whose registry imports every
       * element); `skip` is a module whose own ids are left out, its imports followed.
       */
      const idsFrom = (start, skip) => {
        const used = new Map(); // id → a module that names it
        const seen = new Set();
        const pending = [start];
        while (pending.length > 0) {
          const id = pending.pop();
          if (seen.has(id)) continue;
          seen.add(id);
          if (!skip?.test(id)) for (const messageId of idsOf.get(id) ?? []) if (!used.has(messageId)) used.set(messageId, relative(root.pathname, id));
          const info = this.getModuleInfo(id);
          for (const next of [...(info?.importedIds ?? []), ...(info?.dynamicallyImportedIds ?? [])]) {
            if (!elementModule.test(next) && !entryModule.test(next)) pending.push(next);
          }
        }
        return used;
      };
      const textsOf = (used) => {
        const perLanguage = {};
        for (const language of languages) {
          const messages = {};
          for (const id of [...used.keys()].sort()) {
            if (!translated[language].has(id)) {
              this.error(`The message "${id}" (used in ${used.get(id)}) has no ${language} text in dictionaries/${language}/*.po: run \`npm run i18n\` and translate it.`);
            }
            messages[id] = catalogs[language][id];
          }
          perLanguage[language] = `export default JSON.parse(${JSON.stringify(JSON.stringify(messages))});\n`;
        }
        return perLanguage;
      };

      const texts = new Map(); // element folder (or the error texts) → language → file source
      for (const moduleId of this.getModuleIds()) {
        const element = moduleId.match(elementModule)?.[1];
        if (element === ERROR_TEXTS) this.error(`widgets/${ERROR_TEXTS}/: the name of the error texts (tools/texts.mjs); give the element another name.`);
        if (element) texts.set(element, textsOf(idsFrom(moduleId, errorsModule)));
        else if (errorsModule.test(moduleId)) texts.set(ERROR_TEXTS, textsOf(idsFrom(moduleId)));
      }

      const hash = createHash('sha256');
      for (const [element, perLanguage] of [...texts].sort(([a], [b]) => a.localeCompare(b))) {
        for (const language of languages) hash.update(`${element}\0${language}\0${perLanguage[language]}`);
      }
      const build = hash.digest('hex').slice(0, TEXTS_PLACEHOLDER.length);
      for (const [element, perLanguage] of texts) {
        for (const language of languages) {
          this.emitFile({ type: 'asset', fileName: `chunks/texts-${element}-${language}-${build}.js`, source: perLanguage[language] });
        }
      }
      for (const chunk of chunks) {
        if (!chunk.code.includes(TEXTS_PLACEHOLDER)) continue;
        if (!chunk.isEntry) {
          const modules = Object.keys(chunk.modules).filter((id) => chunk.modules[id].code?.includes(TEXTS_PLACEHOLDER));
          this.error(`${chunk.fileName} (${modules.map((id) => relative(root.pathname, id)).join(', ')}): the texts placeholder belongs in the entry, whose name has no hash.`);
        }
        chunk.code = chunk.code.replaceAll(TEXTS_PLACEHOLDER, build);
      }
    },
  };
}
