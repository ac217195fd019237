// A description from the CRM, sanitised by DOMPurify and rebuilt from an allow-list, in
// Chromium: the parser that matters is the browser's.
import { expect } from 'chai';
import { h, render } from 'preact';
import { loadSanitizer } from '../../trusted-types.ts';
import { RichText } from './RichText.tsx';

function html(source: string): string {
  const holder = document.createElement('div');
  render(h(RichText as never, { source }), holder);
  return holder.querySelector('.rich-text')!.innerHTML;
}

const CASES: [string, string, string][] = [
  ['keeps paragraphs, lists and emphasis', '<p>Een <b>ruime</b> <i>woning</i>.</p><ul><li>Tuin</li><li>Garage</li></ul>', '<p>Een <strong>ruime</strong> <em>woning</em>.</p><ul><li>Tuin</li><li>Garage</li></ul>'],
  ['drops scripts, styles and frames with their content', '<p>A</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><p>B</p>', '<p>A</p><p>B</p>'],
  ['drops every attribute: no handler, no style, no class', '<p onclick="alert(1)" style="color:red" class="x" id="y">Text</p>', '<p>Text</p>'],
  ['drops images, which would load from anywhere', '<p>Hall<img src="x" onerror="alert(1)"></p>', '<p>Hall</p>'],
  ['keeps the text of unknown tags', '<p><span style="font-size:30px"><font color="red">Ruime</font></span> tuin</p>', '<p>Ruime tuin</p>'],
  ['keeps web links, marked nofollow', '<p><a href="https://www.vlaanderen.be/epc" target="_blank" onclick="x()">EPC</a></p>', '<p><a href="https://www.vlaanderen.be/epc" rel="nofollow noopener" class="link">EPC</a></p>'],
  ['keeps mail and phone links', '<p><a href="mailto:info@immo.example">mail</a> <a href="tel:+3291234567">bel</a></p>', '<p><a href="mailto:info@immo.example" rel="nofollow noopener" class="link">mail</a> <a href="tel:+3291234567" rel="nofollow noopener" class="link">bel</a></p>'],
  ['keeps only the text of other links', '<p><a href="javascript:alert(1)">klik</a> <a href="/relative">hier</a> <a href=" JaVaScRiPt:alert(1)">nu</a> <a href="java&#x0A;script:alert(1)">zo</a> <a href="data:text/html,x">dan</a></p>', '<p>klik hier nu zo dan</p>'],
  ['turns headings into strong lines, so the page outline stays', '<h1>Indeling</h1><p>Drie kamers</p>', '<p><strong>Indeling</strong></p><p>Drie kamers</p>'],
  ['escapes text that looks like markup', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
  ['keeps the paragraphs and line breaks of plain text', 'Eerste regel\ntweede regel\n\nNieuwe alinea', '<p>Eerste regel<br>tweede regel</p><p>Nieuwe alinea</p>'],
  ['reads "<" in plain text as text', 'Prijs < € 300.000', '<p>Prijs &lt; € 300.000</p>'],
  ['survives markup meant to clobber or mutate', '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>', ''],
];

// first, before anything asked for DOMPurify
describe('RichText while its sanitiser is on its way', () => {
  it('shows the words in plain paragraphs, markup parsed by nothing', () => {
    expect(html('<h2>Indeling</h2><p>Een <b>ruime</b> woning &amp; tuin.<br>Drie kamers</p><script>alert(1)</script><ul><li>Garage</li></ul>')).to.equal(
      '<p>Indeling</p><p>Een ruime woning &amp; tuin.<br>Drie kamers</p><p>Garage</p>',
    );
  });
});

describe('RichText', () => {
  before(() => loadSanitizer());

  for (const [name, source, expected] of CASES) {
    it(name, () => {
      expect(html(source)).to.equal(expected);
    });
  }

  it('runs no handler of what it is given', async () => {
    (window as unknown as { hit?: boolean }).hit = false;
    html('<p><img src="x" onerror="window.hit=true"><svg onload="window.hit=true"></svg></p>');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect((window as unknown as { hit?: boolean }).hit).to.equal(false);
  });
});
