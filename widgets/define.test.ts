import { describe, expect, it } from 'vitest';
import { adoptStyles } from './define/styles.ts';

describe('adoptStyles', () => {
  it('adds the sheets a shadow root lacks after the ones it has, once', () => {
    const root = document.createElement('div').attachShadow({ mode: 'open' });
    const own = new CSSStyleSheet();
    own.replaceSync('.own { color: red; }');
    root.adoptedStyleSheets = [own];

    adoptStyles(root, ['.card { display: flex; }', '.score { display: grid; }']);
    adoptStyles(root, ['.card { display: flex; }']);

    expect(root.adoptedStyleSheets.length).toBe(3);
    expect(root.adoptedStyleSheets[0]).toBe(own);
    expect(root.adoptedStyleSheets.slice(1).map((sheet) => sheet.cssRules[0]!.cssText)).toEqual([
      '.card { display: flex; }',
      '.score { display: grid; }',
    ]);
  });

  it('leaves a part without a shadow root (a component rendered on its own) as it is', () => {
    expect(() => adoptStyles(null, ['.card { display: flex; }'])).not.toThrow();
  });
});
