import { describe, expect, it } from 'vitest';
import * as pagePaths from './page-paths.ts';
import * as paths from './paths.ts';
import * as relatedPaths from './related-paths.ts';
import * as breadcrumb from './breadcrumb.ts';

describe('paths.ts', () => {
  it('offers every path function of page-paths.ts, related-paths.ts and breadcrumb.ts, and nothing else', () => {
    expect({ ...paths }).toEqual({ ...pagePaths, ...relatedPaths, ...breadcrumb });
    expect(Object.keys(paths).sort()).toEqual(['alternatePaths', 'breadcrumbTrail', 'inEveryLanguage', 'parentPath', 'pathFor', 'pathOfMatch', 'projectPath', 'propertyPath']);
  });
});
