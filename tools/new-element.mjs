// `npm run new-element -- <name>`: a working element in widgets/<name>/ — its element.ts
// with the JSDoc header that is its contract, a component that shows one translated
// heading, its stylesheet, a component test — and its catalog in the four languages. The
// build, the docs and the demo's workbench (/demo/elements/<name>/) find it with no other
// edit.
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { LANGUAGES } from './texts.mjs';

const root = new URL('../', import.meta.url);

const name = process.argv[2];
// the tag's own dash comes with the agency- prefix: one word is a name too (feedback, appointment)
if (!name || !/^[a-z][a-z0-9]*(-[a-z0-9]+)*$/.test(name)) {
  console.error('Usage: npm run new-element -- <name>, in kebab-case (probe-card, appointment): the tag is agency-<name>.');
  process.exit(1);
}
const folder = new URL(`widgets/${name}/`, root);
if (existsSync(folder)) {
  console.error(`widgets/${name}/ exists already.`);
  process.exit(1);
}

const words = name.split('-');
const Component = words.map((word) => word[0].toUpperCase() + word.slice(1)).join('');
const namespace = words[0] + Component.slice(words[0].length);
const label = words.join(' ');
/** The heading it starts with, in each language: replace it with the screen's own. */
const headings = {
  nl: `Nieuw element: ${label}`,
  fr: `Nouvel élément\u202f: ${label}`,
  en: `New element: ${label}`,
  de: `Neues Element: ${label}`,
};
const tag = `agency-${name}`;

const files = {
  'element.ts': `/**
 * \`<${tag}>\`: a new screen of the agency's site. Say here, for the webmaster who pastes
 * it, what a visitor sees and does with it.
 *
 * @attr heading-level - the level of its heading: 1 when it is the page's main content, else 2 (default) to 6
 * @attr lang - render this element in this language
 * @csspart heading - the heading
 * @cssprop --agency-color-primary - the heading's colour
 */
import { type AgencyElement, defineElement } from '../define.ts';
import { ${Component}, type ${Component}Props } from './${Component}.tsx';
import styles from './${name}.css?inline';

defineElement<${Component}Props>({
  tag: '${tag}',
  component: ${Component},
  props: { headingLevel: { type: 'number', default: 2 } },
  styles: [styles],
});

declare global {
  interface HTMLElementTagNameMap {
    '${tag}': AgencyElement<${Component}Props>;
  }
}
`,
  [`${Component}.tsx`]: `import { useLingui } from '@lingui/react/macro';
import type { ElementContext } from '../define/context.ts';
import { Heading, toHeadingLevel } from '../ui/controls/Heading.tsx';

export interface ${Component}Props {
  /** the level of the heading (default 2) */
  headingLevel?: number;
}

export function ${Component}({ headingLevel }: ${Component}Props & ElementContext) {
  const { t } = useLingui();
  return (
    <section className="${name}">
      <Heading level={toHeadingLevel(headingLevel, 2)} className="${name}__heading">
        <span part="heading">{t({ id: '${namespace}.heading', message: '${headings.en}' })}</span>
      </Heading>
    </section>
  );
}
`,
  [`${name}.css`]: `.${name} {
  display: grid;
  gap: 1rem;
}

.${name}__heading {
  margin: 0;
  color: var(--agency-color-primary, inherit);
}
`,
  [`${Component}.test.tsx`]: `import { screen } from '@testing-library/preact';
import { describe, expect, it } from 'vitest';
import { LANGUAGES } from '../../core/i18n/languages.ts';
import { i18nFor, renderInLanguage } from '../testing/render.tsx';
import { ${Component} } from './${Component}.tsx';

describe('${Component}', () => {
  it.each(LANGUAGES)('shows its heading in %s, at the level asked for', (language) => {
    renderInLanguage(<${Component} headingLevel={3} host={document.createElement('div')} language={language} />, language);
    const heading = screen.getByRole('heading', { level: 3 });
    expect(heading.textContent).toBe(i18nFor(language)._('${namespace}.heading'));
    expect(heading.textContent).not.toBe('${namespace}.heading');
  });
});
`,
};

mkdirSync(folder, { recursive: true });
for (const [file, source] of Object.entries(files)) writeFileSync(new URL(file, folder), source);

// The catalog of the folder, as `lingui extract` writes it.
for (const language of LANGUAGES) {
  const entry = [`#: widgets/${name}/${Component}.tsx`, `msgid "${namespace}.heading"`, `msgstr ${JSON.stringify(headings[language])}`];
  writeFileSync(
    new URL(`dictionaries/${language}/${name}.po`, root),
    [
      'msgid ""',
      'msgstr ""',
      '"MIME-Version: 1.0\\n"',
      '"Content-Type: text/plain; charset=utf-8\\n"',
      '"Content-Transfer-Encoding: 8bit\\n"',
      '"X-Generator: @lingui/cli\\n"',
      `"Language: ${language}\\n"`,
      '',
      ...entry,
      '',
    ].join('\n'),
  );
}

console.log(`widgets/${name}/ and dictionaries/*/${name}.po written: <${tag}>.
Next: describe the element in its element.ts header, build its screen, run \`npm run i18n\` and
translate its texts in dictionaries/{nl,fr,de}/${name}.po. \`npm run build\` puts it in the
bundle, the docs and the demo: /demo/elements/${name}/?lng=fr.`);
