import { describe, expect, it } from 'vitest';
import { markupParagraphs, stripMarkup } from './strip-markup.ts';

describe('stripMarkup', () => {
  it.each([
    ['<p>Ruime woning</p><p>met tuin</p>', 'Ruime woning met tuin'],
    ['Lijn 1<br>Lijn 2<br/>Lijn 3', 'Lijn 1 Lijn 2 Lijn 3'],
    ['<b>vier</b>kant en <a href="/x">link</a>.', 'vierkant en link.'],
    ['<ul><li>living</li><li>keuken</li></ul>', 'living keuken'],
    ['a <script>alert(1)</script> b', 'a b'],
    ['a <style>p { color: red }</style> b', 'a b'],
    ['a <!-- note --> b', 'a b'],
    ['Prix &euro;&nbsp;250.000 &amp; frais', 'Prix € 250.000 & frais'],
    ['caf&eacute; &#233; &#xE9;', 'café é é'],
    ['3 &lt; 4 &gt; 2', '3 < 4 > 2'],
    ['&unknown; &#0; &#xD800;', '&unknown; &#0; &#xD800;'],
    ['  many\n\n  spaces\t here ', 'many spaces here'],
    ['1 < 2 and 3 > 2', '1 < 2 and 3 > 2'],
    ['', ''],
  ])('%j → %j', (input, text) => {
    expect(stripMarkup(input)).toBe(text);
  });

  it('unclosed script or comment removes the rest', () => {
    expect(stripMarkup('safe <script>evil()')).toBe('safe');
    expect(stripMarkup('safe <!-- never closed')).toBe('safe');
  });

  it.each([[null], [undefined], [42], [{}]])('not text: %j → empty', (input) => {
    expect(stripMarkup(input)).toBe('');
  });
});

describe('markupParagraphs', () => {
  it.each([
    ['<p>Een woning.</p><p>Met tuin.</p>', ['Een woning.', 'Met tuin.']],
    ['Regel een<br>regel twee<br/>', ['Regel een', 'regel twee']],
    ['<p>Indeling:</p><ul><li>inkom</li><li>keuken</li></ul>', ['Indeling:', '• inkom', '• keuken']],
    ['<p>  </p><p>&amp; meer</p>', ['& meer']],
    ['geen markup', ['geen markup']],
    ['', []],
    [undefined, []],
  ])('%j → %j', (text, paragraphs) => {
    expect(markupParagraphs(text)).toEqual(paragraphs);
  });
});
