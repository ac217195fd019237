import { describe, expect, it } from 'vitest';
import { renderInLanguage } from '../testing/render.tsx';
import { RichText } from './RichText.tsx';

const html = (source: string) => renderInLanguage(<RichText source={source} />).container.querySelector('.rich-text')!.innerHTML;

describe('RichText', () => {
  const CASES: [string, string, string][] = [
    ['keeps paragraphs, lists and emphasis', '<p>Een <b>ruime</b> <i>woning</i>.</p><ul><li>Tuin</li><li>Garage</li></ul>', '<p>Een <strong>ruime</strong> <em>woning</em>.</p><ul><li>Tuin</li><li>Garage</li></ul>'],
    ['drops scripts, styles and frames with their content', '<p>A</p><script>alert(1)</script><style>p{}</style><iframe src="https://x.test"></iframe><p>B</p>', '<p>A</p><p>B</p>'],
    ['drops every attribute: no handler, no style, no class', '<p onclick="alert(1)" style="color:red" class="x" id="y">Text</p>', '<p>Text</p>'],
    ['drops images, which would load from anywhere', '<p>Hall<img src="x" onerror="alert(1)"></p>', '<p>Hall</p>'],
    ['keeps the text of unknown tags', '<p><span style="font-size:30px"><font color="red">Ruime</font></span> tuin</p>', '<p>Ruime tuin</p>'],
    ['keeps safe links, marked nofollow', '<p><a href="https://www.vlaanderen.be/epc" target="_blank" onclick="x()">EPC</a></p>', '<p><a href="https://www.vlaanderen.be/epc" rel="nofollow noopener" class="link">EPC</a></p>'],
    ['keeps the text of other links', '<p><a href="javascript:alert(1)">klik</a> <a href="/relative">hier</a> <a href=" JaVaScRiPt:alert(1)">nu</a></p>', '<p>klik hier nu</p>'],
    ['turns headings into strong lines, so the page outline stays', '<h1>Indeling</h1><p>Drie kamers</p>', '<p><strong>Indeling</strong></p><p>Drie kamers</p>'],
    ['escapes text that looks like markup', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>', '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p>'],
    ['keeps the paragraphs and line breaks of plain text', 'Eerste regel\ntweede regel\n\nNieuwe alinea', '<p>Eerste regel<br>tweede regel</p><p>Nieuwe alinea</p>'],
    ['reads "<" in plain text as text', 'Prijs < € 300.000', '<p>Prijs &lt; € 300.000</p>'],
  ];
  for (const [name, source, expected] of CASES) {
    it(name, () => {
      expect(html(source)).toBe(expected);
    });
  }
});
