// The accessibility statement: the checks it lists are the ones the test suite runs (read
// from the test files by the build, so a check added or dropped changes the page), each named in the
// four languages; the page says its standard, its law, its limitations, whom to tell and
// its date, in one formal register per language, linked from every page's footer.
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatDate } from '../../../core/format/numbers.ts';
import { telHref } from '../../../core/format/phone.ts';
import { LANGUAGES } from '../../../core/i18n/languages.ts';
import { frenchTypographyProblems, informalWords } from '../../../core/i18n/text-style.ts';
import { startServer, type TestServer } from '../../testing/server.ts';
import { readAutomatedChecks } from '../../../tools/accessibility-checks.ts';
import { accessibilityStatement, automatedChecks, CHECK_TEXTS, STATEMENT_DATE } from './accessibility.ts';
import { AGENCY } from './content.ts';

let server: TestServer;
beforeAll(async () => {
  server = await startServer();
});
afterAll(() => server.close());

const PATHS = { nl: '/nl/toegankelijkheid/', fr: '/fr/accessibilite/', en: '/en/accessibility/', de: '/de/barrierefreiheit/' } as const;

describe('the checks the statement lists', () => {
  const checks = readAutomatedChecks();

  it('are the ones the test suite runs, each with the files that run it', () => {
    const names = checks.map((check) => check.name);
    // axe-core in the end-to-end tests and in the elements' browser tests, and the screen checks of every page
    for (const name of ['axeViolations', 'sidewaysScroll', 'unnamedControls', 'focusCoveredByBanner']) expect(names).toContain(name);
    for (const check of checks) {
      expect(check.files.length).toBeGreaterThan(0);
      for (const file of check.files) expect(readFileSync(file, 'utf8')).toMatch(new RegExp(`\\b${check.name}\\(`));
    }
    expect(checks.find((check) => check.name === 'axeViolations')!.files).toEqual(
      expect.arrayContaining(['demo/e2e/journey.test.ts', 'widgets/cookie-consent/cookie-consent.browser.ts']),
    );
    // a helper of the testing folders that is no check (it returns no list of problems) is not one
    expect(names).not.toContain('watchFrameLoads');
  });

  it('are what the build wrote for the server, which reads no test file', () => {
    expect(automatedChecks()).toEqual(checks);
  });

  it.each(LANGUAGES)('each have their words in %s', (language) => {
    for (const check of checks) expect(CHECK_TEXTS[check.name]?.[language], check.name).toBeTruthy();
  });

  it('follow the test suite: a check no test runs is not listed, one that runs is', () => {
    const statement = accessibilityStatement('en', [{ name: 'sidewaysScroll', files: ['a.test.ts', 'b.test.ts'] }]);
    const testing = statement.sections.find((section) => section.heading === 'How we test')!;
    expect(testing.items).toEqual([`${CHECK_TEXTS.sidewaysScroll!.en}, in 2 test files`]);
  });
});

describe('the accessibility statement', () => {
  it.each(LANGUAGES)('is a page of the site in %s, with its standard, law, limitations, contact and date', async (language) => {
    const response = await server.call(PATHS[language]);
    expect(response.status).toBe(200);
    const html = await response.text();
    expect(html).toContain('WCAG 2.2');
    expect(html).toContain('EN 301 549');
    expect(html).toContain('2019/882');
    expect(html).toMatch(/28(\.)? (juni|juin|June|Juni) 2025/);
    expect(html).toMatch(/5(\.)? (november|novembre|November) 2023/);
    expect(html).toContain(`<a href="mailto:${AGENCY.email}">${AGENCY.email}</a>`);
    expect(html).toContain(`<a href="${telHref(AGENCY.phone)}">`);
    expect(html).toContain(formatDate(STATEMENT_DATE, language));
    const items = [...html.matchAll(/<li>([^<]*)<\/li>/g)].map((match) => match[1]);
    for (const check of readAutomatedChecks()) expect(items.some((item) => item?.startsWith(CHECK_TEXTS[check.name]![language].slice(0, 20)))).toBe(true);
    // every page links to it from its footer
    const home = await (await server.call(`/${language}/`)).text();
    expect(home).toContain(`href="${PATHS[language]}"`);
  });

  it.each(LANGUAGES)('speaks one formal register in %s, and French is typeset as French', (language) => {
    const statement = accessibilityStatement(language);
    const texts = [statement.intro, statement.dated, ...statement.sections.flatMap((section) => [section.heading, ...section.paragraphs, ...(section.items ?? []), ...(section.after ?? [])])];
    const problems = texts.flatMap((text) => [...informalWords(language, text), ...(language === 'fr' ? frenchTypographyProblems(text) : [])]);
    expect(problems).toEqual([]);
  });
});
