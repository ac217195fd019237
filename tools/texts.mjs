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
import { dirname, join, relative } from 'node:path';
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

/** The names an ESTree pattern declares (`const { a, b: [c] } = …` → a, c). */
function patternNames(pattern, into = []) {
  if (!pattern) return into;
  if (pattern.type === 'Identifier') into.push(pattern.name);
  else if (pattern.type === 'ObjectPattern') for (const property of pattern.properties) patternNames(property.type === 'RestElement' ? property.argument : property.value, into);
  else if (pattern.type === 'ArrayPattern') for (const element of pattern.elements) patternNames(element, into);
  else if (pattern.type === 'RestElement') patternNames(pattern.argument, into);
  else if (pattern.type === 'AssignmentPattern') patternNames(pattern.left, into);
  return into;
}

/**
 * The identifiers `node` reads, and the members it reads of each (`ns.thanks` → ns: thanks;
 * `ns` alone or `ns[key]` → ns: '*'). Scopes are not followed: a name an inner function
 * declares again counts as read, which can only add texts, never lose one.
 */
function references(node, into = new Map()) {
  const read = (name, member) => {
    const members = into.get(name) ?? new Set();
    members.add(member);
    into.set(name, members);
  };
  const visit = (node, parent, key) => {
    if (!node || typeof node.type !== 'string') return;
    if (node.type === 'Identifier') {
      const isKey = (parent?.type === 'Property' || parent?.type === 'MethodDefinition' || parent?.type === 'PropertyDefinition') && key === 'key' && !parent.computed;
      const isMember = parent?.type === 'MemberExpression' && key === 'property' && !parent.computed;
      if (!isKey && !isMember) read(node.name, '*');
      return;
    }
    if (node.type === 'MemberExpression' && node.object.type === 'Identifier' && !node.computed) {
      read(node.object.name, node.property.name);
      return;
    }
    for (const child of Object.keys(node)) {
      const value = node[child];
      if (Array.isArray(value)) for (const item of value) visit(item, node, child);
      else if (value && typeof value === 'object' && child !== 'loc') visit(value, node, child);
    }
  };
  visit(node);
  return into;
}

/**
 * A module's outline, for following what an element uses of it: its top-level statements
 * (the names each declares, what each reads, the string literals in it), its exports (by
 * the local name or the module they come from), its imports (by local name) and the
 * modules it imports for their effect, loads later, or re-exports whole. Specifiers are
 * given as written; `resolve` turns them into module ids.
 */
export function moduleOutline(ast) {
  const statements = [];
  const exports = new Map(); // exported name → { local } | { from, name }
  const imports = new Map(); // local name → { from, name } (name '*' for a namespace)
  const whole = []; // specifiers whose every export is used: `import './x'`, `export * from`, `import('./x')`
  const add = (node, declares = []) => {
    const { found } = stringLiterals(node);
    statements.push({ declares, reads: references(node), literals: found });
  };
  const dynamicImports = (node) => {
    const visit = (node) => {
      if (!node || typeof node.type !== 'string') return;
      if (node.type === 'ImportExpression' && node.source.type === 'Literal' && typeof node.source.value === 'string') whole.push(node.source.value);
      for (const key of Object.keys(node)) {
        const value = node[key];
        if (Array.isArray(value)) value.forEach(visit);
        else if (value && typeof value === 'object' && key !== 'loc') visit(value);
      }
    };
    visit(node);
  };
  // one statement per declarator: a minifier joins a module's constants into one declaration
  const addDeclaration = (declaration) => {
    if (declaration.type !== 'VariableDeclaration') add(declaration, declared(declaration));
    else for (const declarator of declaration.declarations) add(declarator, patternNames(declarator.id));
  };
  const declared = (declaration) => {
    if (declaration.type === 'VariableDeclaration') return declaration.declarations.flatMap((item) => patternNames(item.id));
    return declaration.id ? [declaration.id.name] : [];
  };
  for (const node of ast.body) {
    dynamicImports(node);
    if (node.type === 'ImportDeclaration') {
      if (node.specifiers.length === 0) whole.push(node.source.value);
      for (const specifier of node.specifiers) {
        const name = specifier.type === 'ImportDefaultSpecifier' ? 'default' : specifier.type === 'ImportNamespaceSpecifier' ? '*' : (specifier.imported.name ?? specifier.imported.value);
        imports.set(specifier.local.name, { from: node.source.value, name });
      }
    } else if (node.type === 'ExportAllDeclaration') {
      if (node.exported) exports.set(node.exported.name ?? node.exported.value, { from: node.source.value, name: '*' });
      else whole.push(node.source.value);
    } else if (node.type === 'ExportNamedDeclaration') {
      if (node.declaration) {
        for (const name of declared(node.declaration)) exports.set(name, { local: name });
        addDeclaration(node.declaration);
      }
      for (const specifier of node.specifiers ?? []) {
        const exported = specifier.exported.name ?? specifier.exported.value;
        const local = specifier.local.name ?? specifier.local.value;
        exports.set(exported, node.source ? { from: node.source.value, name: local } : { local });
      }
    } else if (node.type === 'ExportDefaultDeclaration') {
      const names = node.declaration.id ? [node.declaration.id.name] : ['*default*'];
      exports.set('default', { local: names[0] });
      add(node.declaration, names);
    } else if (node.type === 'VariableDeclaration' || node.type === 'FunctionDeclaration' || node.type === 'ClassDeclaration') {
      addDeclaration(node);
    } else {
      add(node); // runs when the module does: always used
    }
  }
  return { statements, exports, imports, whole };
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

      /** Module id → its outline, and a specifier of it → the module it names. */
      const outlines = new Map();
      const outlineOf = (id) => {
        if (!outlines.has(id)) {
          const code = this.getModuleInfo(id)?.code;
          outlines.set(id, code ? moduleOutline(this.parse(code)) : null);
        }
        return outlines.get(id);
      };
      const resolve = (importer, specifier) => {
        if (!specifier.startsWith('.')) return undefined;
        const path = join(dirname(importer), specifier);
        const candidates = this.getModuleInfo(importer)?.importedIds.concat(this.getModuleInfo(importer)?.dynamicallyImportedIds ?? []) ?? [];
        return candidates.find((id) => id === path || id.startsWith(`${path}.`) || id === `${path}/index.ts`);
      };

      /**
       * The ids the code from `start` can show: of each module, the statements that run when
       * it is evaluated and those the used exports need, following what they import (a
       * namespace by the members read of it) statically or for a part loaded later, up to
       * other elements and the entry (whose registry imports every element). A form's page
       * thus carries the messages of the fields its form declares, not of every field a
       * shared module of fields declares for some form. Ids are those tree-shaking left in
       * the module, so nothing removed there comes back. `skip` is a module whose own ids are
       * left out, its imports followed.
       */
      const idsFrom = (start, skip) => {
        const used = new Map(); // id → a module that names it
        const seen = new Set(); // `${module}\0${export or statement}`
        const pending = [[start, '*']];
        const use = (module, name) => {
          if (elementModule.test(module) && module !== start) return;
          if (entryModule.test(module)) return;
          pending.push([module, name]);
        };
        while (pending.length > 0) {
          const [id, name] = pending.pop();
          const key = `${id}\0${name}`;
          if (seen.has(key)) continue;
          seen.add(key);
          const outline = outlineOf(id);
          if (!outline) continue;
          const shown = new Set(idsOf.get(id) ?? []);
          const statements = new Set();
          const take = (statement) => {
            if (statements.has(statement)) return;
            statements.add(statement);
            if (!skip?.test(id)) for (const literal of statement.literals) if (shown.has(literal) && !used.has(literal)) used.set(literal, relative(root.pathname, id));
            for (const [read, members] of statement.reads) {
              const local = outline.statements.filter((other) => other.declares.includes(read));
              for (const other of local) take(other);
              const imported = outline.imports.get(read);
              if (!imported) continue;
              const from = resolve(id, imported.from);
              if (!from) continue;
              if (imported.name !== '*') use(from, imported.name);
              else for (const member of members) use(from, member);
            }
          };
          if (!seen.has(`${id}\0\0effects`)) {
            // evaluating the module runs its statements that declare nothing, and loads what it imports whole
            seen.add(`${id}\0\0effects`);
            for (const statement of outline.statements) if (statement.declares.length === 0) take(statement);
            for (const specifier of outline.whole) {
              const from = resolve(id, specifier);
              if (from) use(from, '*');
            }
          }
          const exported = name === '*' ? [...outline.exports.keys()] : [name];
          if (name === '*') for (const statement of outline.statements) take(statement);
          for (const exportName of exported) {
            const entry = outline.exports.get(exportName);
            if (!entry) continue;
            if (entry.local) for (const statement of outline.statements) if (statement.declares.includes(entry.local)) take(statement);
            if (entry.from) {
              const from = resolve(id, entry.from);
              if (from) use(from, entry.name);
            }
          }
          // an export this module takes from `export * from`
          if (name !== '*' && !outline.exports.has(name)) {
            for (const specifier of outline.whole) {
              const from = resolve(id, specifier);
              if (from) use(from, name);
            }
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
