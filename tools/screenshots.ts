/**
 * `npm run screenshots -- [path ...]`: full-page PNGs of demo pages at the three device
 * widths (375 mobile, 800 tablet, 1280 desktop) in each language, into screenshots/.
 * LANGS=nl,fr limits the languages; WIDTHS=375 limits the widths; JS=off shows the
 * pages as a visitor without JavaScript (and a crawler that runs none) sees them.
 */
import { mkdir } from 'node:fs/promises';
import { startHarness } from '../demo/testing/harness.ts';

const paths = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const widths = (process.env.WIDTHS ?? '375,800,1280').split(',').map(Number);
const languages = (process.env.LANGS ?? 'nl,fr,en,de').split(',');
const javaScript = process.env.JS !== 'off';

const harness = await startHarness();
await mkdir('screenshots', { recursive: true });
try {
  for (const path of paths.length ? paths : ['/']) {
    for (const language of languages) {
      for (const width of widths) {
        const context = await harness.browser.newContext({ viewport: { width, height: 900 }, locale: language, javaScriptEnabled: javaScript });
        const page = await context.newPage();
        await page.addInitScript((lang) => localStorage.setItem('i18nextLng', lang), language);
        await page.goto(harness.url(path), { waitUntil: 'networkidle' });
        // scroll through once, as a visitor would: parts that load near the viewport appear
        if (javaScript) await page.evaluate(async () => {
          for (let y = 0; y < document.body.scrollHeight; y += innerHeight / 2) {
            scrollTo(0, y);
            await new Promise((resolve) => setTimeout(resolve, 120));
          }
          scrollTo(0, 0);
        });
        await page.waitForLoadState('networkidle');
        await page.waitForTimeout(300);
        const file = `screenshots/${path.replace(/[^\w]+/g, '_').replace(/^_|_$/g, '') || 'home'}-${language}-${width}${javaScript ? '' : '-nojs'}.png`;
        await page.screenshot({ path: file, fullPage: true });
        console.log(file);
        await context.close();
      }
    }
  }
} finally {
  await harness.close();
}
