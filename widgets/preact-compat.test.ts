// @vitest-environment node
// The preact build's `react` has a default export with only some members: every package
// that imports React's default must find what it calls there, and our own code must not
// import the default at all.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import React from './preact-compat.ts';

const root = new URL('../', import.meta.url);

/** The members a module calls on its default import of `react` (`React.useCallback` → useCallback). */
function defaultReactMembers(source: string): string[] {
  const name = source.match(/import\s+(\w+)\s+from\s*["']react["']/)?.[1];
  if (!name) return [];
  return [...new Set([...source.matchAll(new RegExp(`\\b${name}\\.(\\w+)`, 'g'))].map((match) => match[1] as string))];
}

// the ES builds the bundle resolves for the packages that import React's default
const packages = {
  zustand: 'node_modules/zustand/esm/react.mjs',
};

describe("react's default export in the preact build", () => {
  it.each(Object.entries(packages))('holds what %s calls on it', (_name, file) => {
    const members = defaultReactMembers(readFileSync(new URL(file, root), 'utf8'));
    expect(members.length).toBeGreaterThan(0);
    for (const member of members) expect(typeof (React as Record<string, unknown>)[member], member).toBe('function');
  });

  it('is not imported by our own code', () => {
    const defaultImport = /import\s+\w+\s*(,\s*\{[^}]*\})?\s+from\s*["']react["']/;
    const offenders: string[] = [];
    const walk = (dir: string) => {
      for (const name of readdirSync(dir)) {
        const path = join(dir, name);
        if (statSync(path).isDirectory()) walk(path);
        else if (/\.tsx?$/.test(name) && !path.endsWith('preact-compat.ts') && defaultImport.test(readFileSync(path, 'utf8'))) offenders.push(path);
      }
    };
    for (const dir of ['widgets', 'core']) walk(new URL(dir, root).pathname);
    expect(offenders).toEqual([]);
  });
});
