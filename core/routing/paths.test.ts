import { describe, expect, it } from 'vitest';
import * as pagePaths from './page-paths.ts';
import * as paths from './paths.ts';
import * as relatedPaths from './related-paths.ts';

describe('paths.ts', () => {
  it('offers every path function of page-paths.ts and related-paths.ts, and nothing else', () => {
    expect({ ...paths }).toEqual({ ...pagePaths, ...relatedPaths });
    expect(Object.keys(paths).sort()).toEqual(['alternatePaths', 'breadcrumbTrail', 'parentPath', 'pathFor', 'projectPath', 'propertyPath']);
  });
});
