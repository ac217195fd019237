import { describe, expect, it } from 'vitest';
import { safePicture, safePictures, safeUrl } from './safe-url.ts';

describe('safeUrl: only web addresses reach a link, a picture, a frame or a player', () => {
  it.each([
    ['https://immo.example/media/plan.pdf', 'https://immo.example/media/plan.pdf'],
    ['http://immo.example/a b.pdf', 'http://immo.example/a b.pdf'],
    ['  HTTPS://Immo.Example/x  ', 'HTTPS://Immo.Example/x'],
    ['https://immo.example/{lang}/cookies/', 'https://immo.example/{lang}/cookies/'],
    ['//cdn.example/photo.jpg', '//cdn.example/photo.jpg'],
  ])('%j → %j', (value, result) => {
    expect(safeUrl(value)).toBe(result);
  });

  it.each([
    'javascript:alert(1)',
    ' JaVaScRiPt:alert(1)',
    'java\nscript:alert(1)',
    'java\tscript:alert(1)',
    '\u0000javascript:alert(1)',
    'jav\u00a0ascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    'DATA:image/svg+xml;base64,PHN2Zz4=',
    'vbscript:msgbox(1)',
    'file:///etc/passwd',
    'blob:https://immo.example/1234',
    'ftp://files.example/plan.pdf',
    '\\\\evil.example\\share',
    '/\\evil.example',
    'https://',
    '',
    '   ',
    `https://immo.example/${'a'.repeat(2100)}`,
  ])('drops %j', (value) => {
    expect(safeUrl(value)).toBeUndefined();
    expect(safeUrl(value, { relative: true, contact: true })).toBeUndefined();
  });

  it.each([null, undefined, 42, {}, ['https://a.example']])('drops what is no text: %j', (value) => {
    expect(safeUrl(value)).toBeUndefined();
  });

  it.each([
    ['/media/pictures/12.jpg', { relative: true }, '/media/pictures/12.jpg'],
    ['plan.pdf', { relative: true }, 'plan.pdf'],
    // set as a property, an entity is not decoded: a harmless path, not a scheme
    ['javascript&colon;alert(1)', { relative: true }, 'javascript&colon;alert(1)'],
    ['javascript&colon;alert(1)', {}, undefined],
    ['/media/pictures/12.jpg', {}, undefined],
    ['mailto:info@immo.example', { contact: true }, 'mailto:info@immo.example'],
    ['tel:+3291234567', { contact: true }, 'tel:+3291234567'],
    ['mailto:info@immo.example', {}, undefined],
    ['tel:+3291234567', { relative: true }, undefined],
  ])('%j with %j → %j', (value, options, result) => {
    expect(safeUrl(value, options)).toBe(result);
  });
});

describe('safePicture and safePictures', () => {
  const picture = (Url: string, medium = 'https://immo.example/m.jpg') => ({
    ID: 1,
    Url,
    Thumbs: { low: 'https://immo.example/l.jpg', medium, high: '/media/h.jpg' },
  });

  it('keeps a picture whose every address is a web address or a path', () => {
    expect(safePicture(picture('https://immo.example/p.jpg'))).toEqual(picture('https://immo.example/p.jpg'));
  });

  it.each([picture('javascript:alert(1)'), picture('https://immo.example/p.jpg', 'data:image/svg+xml,<svg onload=alert(1)>')])(
    'leaves out a picture with one bad address: %j',
    (bad) => {
      expect(safePicture(bad)).toBeUndefined();
      expect(safePictures([bad, picture('https://immo.example/ok.jpg')]).map((kept) => kept.Url)).toEqual(['https://immo.example/ok.jpg']);
    },
  );

  it('takes no picture and no list for none', () => {
    expect(safePicture(null)).toBeUndefined();
    expect(safePictures(undefined)).toEqual([]);
  });
});
