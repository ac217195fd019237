// core/ holds every rule once, in modules that import one another one way: a loop would
// make two rules one, to be read, tested and bundled only together.
import { describe, expect, it } from 'vitest';
import { importLoops, sourceFiles } from '../tools/imports.ts';

const core = new URL('.', import.meta.url).pathname;
const modules = sourceFiles(core).filter((path) => !/\.test\.ts$/.test(path));

describe('core/', () => {
  it('is read whole', () => {
    expect(modules.length).toBeGreaterThan(150);
  });

  it('imports in no loop, type imports included', () => {
    expect(importLoops(modules, core)).toEqual([]);
  });
});
