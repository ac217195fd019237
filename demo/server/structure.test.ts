// The server's modules import one another one way: no loops, and only the wiring (app.ts,
// plugins/) reaches the routes; what routes use (submissions/, delivery/, mail/, …) sits
// below them and never reaches up.
import { relative } from 'node:path';
import { describe, expect, it } from 'vitest';
import { importLoops, relativeImportsOf, sourceFiles } from '../../tools/imports.ts';

const server = new URL('.', import.meta.url).pathname;
const isTest = (path: string) => /\.test\.ts$/.test(path);
const modules = sourceFiles(server).filter((path) => !isTest(path));

describe('the server modules', () => {
  it('are found', () => {
    expect(modules.length).toBeGreaterThan(150);
    expect(modules.map((path) => relative(server, path))).toContain('routes/plugin.ts');
  });

  it('import one another in no loop', () => {
    expect(importLoops(modules, server)).toEqual([]);
  });

  it('reach the routes only from the wiring', () => {
    const wiring = (path: string) => path === 'app.ts' || path.startsWith('plugins/') || path.startsWith('routes/');
    const reaching = modules.flatMap((path) =>
      wiring(relative(server, path))
        ? []
        : relativeImportsOf(path)
            .filter((target) => relative(server, target).startsWith('routes/'))
            .map((target) => `${relative(server, path)} → ${relative(server, target)}`),
    );
    expect(reaching).toEqual([]);
  });
});
