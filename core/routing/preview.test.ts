import { describe, expect, it } from 'vitest';
import { isPreviewPath } from './preview.ts';

describe('isPreviewPath', () => {
  it.each([
    ['/preview/', true],
    ['/nl/te-koop/preview', true],
    ['/Nos-biens/PREVIEW-page/', true],
    ['/property/12/?mode=preview', false],
    ['/fr/a-vendre/#preview', false],
    ['/prev/iew/', false],
    ['/', false],
    ['', false],
    [null, false],
  ])('%j → %j', (path, expected) => {
    expect(isPreviewPath(path)).toBe(expected);
  });
});
