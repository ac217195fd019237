// The container's runtime stage (Dockerfile) holds only what its COPY lines name and the
// production dependencies, so the server must import nothing else: no build tool under
// tools/, no widget source, no devDependency. This reads the stage from the Dockerfile and
// walks the imports of every module the server may load (its entry, and the modules it
// loads by name: the CRM connectors, the migration steps) as tsx resolves them (esbuild),
// type-only imports left out as they are at run time. Then it assembles the stage exactly as
// the Dockerfile lists it (no Docker needed: its COPY lines, the production dependencies of
// the lockfile, its ENV and CMD), starts it as an unprivileged user and asks it for its
// health, a page and the API.
import { type ChildProcess, spawn } from 'node:child_process';
import { chmodSync, chownSync, existsSync, linkSync, lstatSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, readlinkSync, rmSync, symlinkSync } from 'node:fs';
import { builtinModules } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { build, type Metafile } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sourceFiles } from '../../tools/imports.ts';

const root = new URL('../../', import.meta.url).pathname;
const dockerfile = readFileSync(`${root}Dockerfile`, 'utf8');
const manifest = JSON.parse(readFileSync(`${root}package.json`, 'utf8')) as { dependencies: Record<string, string>; devDependencies: Record<string, string> };

/** What a stage copies from the build: the paths below /app it names. */
function copiedFrom(text: string, stage: string): string[] {
  const body = text.split(/^FROM /m).find((part) => new RegExp(`\\bAS ${stage}\\s*$`, 'm').test(part.split('\n')[0]!));
  if (!body) throw new Error(`no stage ${stage} in the Dockerfile`);
  return [...body.matchAll(/^COPY --from=build \/app\/(\S+) /gm)].map((match) => match[1]!.replace(/\/$/, ''));
}

/** The package a bare specifier names (`@scope/name/sub` → `@scope/name`). */
const packageOf = (specifier: string) => specifier.split('/').slice(0, specifier.startsWith('@') ? 2 : 1).join('/');

/** Every import among the modules reached from `entries`: importer, what it names, and whether that is a package. */
async function importGraph(entries: string[]): Promise<{ from: string; to: string; external: boolean }[]> {
  const { metafile } = await build({
    entryPoints: entries,
    bundle: true,
    write: false,
    metafile: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outdir: 'unused',
    absWorkingDir: root,
    logLevel: 'silent',
  });
  return Object.entries((metafile as Metafile).inputs).flatMap(([from, input]) => input.imports.map((edge) => ({ from, to: edge.path, external: Boolean(edge.external) })));
}

/** The server's entry and the modules it imports by a computed name (crm/connectors.ts, db/migrate.ts). */
const entries = [
  `${root}demo/server/main.ts`,
  ...sourceFiles(`${root}demo/server/crm`).filter((path) => /\/connector\.ts$/.test(path)),
  ...sourceFiles(`${root}demo/server/db/migrations`),
];

describe('the runtime stage', () => {
  const copied = copiedFrom(dockerfile, 'runtime');

  it('is read from the Dockerfile', () => {
    expect(copied).toEqual(expect.arrayContaining(['package.json', 'dist', 'core', 'demo/server']));
    expect(entries.filter((path) => path.includes('/migrations/')).length).toBeGreaterThanOrEqual(3);
    expect(entries.filter((path) => path.endsWith('/connector.ts')).length).toBeGreaterThanOrEqual(2);
  });

  it('holds every module the server imports, and no build tool', async () => {
    const graph = await importGraph(entries);
    expect(graph.length).toBeGreaterThan(500);
    const inStage = (path: string) => copied.some((folder) => path === folder || path.startsWith(`${folder}/`));
    const outside = graph.filter((edge) => !edge.external && (!inStage(edge.to) || edge.to.startsWith('tools/'))).map((edge) => `${edge.from} → ${edge.to}`);
    expect(outside).toEqual([]);
  });

  it('needs no package beyond the production dependencies', async () => {
    const graph = await importGraph(entries);
    const builtins = new Set(builtinModules);
    // a relative "package" is an import by a computed name (`./${name}/connector.ts`): its modules are entries above
    const packages = graph.filter((edge) => edge.external && !/^(node:|\.)/.test(edge.to) && !builtins.has(edge.to));
    expect(packages.length).toBeGreaterThan(20);
    const missing = packages.filter((edge) => !(packageOf(edge.to) in manifest.dependencies)).map((edge) => `${edge.from} → ${edge.to}`);
    expect(missing).toEqual([]);
  });
});

/** `from` linked file by file into `to` (hard links: the same disk, no bytes copied), `skip` left out. */
function linkTree(from: string, to: string, skip: (name: string) => boolean = () => false): void {
  const stat = lstatSync(from);
  if (stat.isSymbolicLink()) return symlinkSync(readlinkSync(from), to);
  if (!stat.isDirectory()) return linkSync(from, to);
  mkdirSync(to, { recursive: true });
  for (const name of readdirSync(from)) if (!skip(name)) linkTree(join(from, name), join(to, name), skip);
}

/** The packages `npm ci --omit=dev` installs: the lockfile's entries not marked dev. */
function productionPackages(): string[] {
  const lock = JSON.parse(readFileSync(`${root}package-lock.json`, 'utf8')) as { packages: Record<string, { dev?: boolean; devOptional?: boolean }> };
  return Object.entries(lock.packages)
    .filter(([path, entry]) => path.startsWith('node_modules/') && !entry.dev && !entry.devOptional)
    .map(([path]) => path)
    .filter((path) => existsSync(`${root}${path}`));
}

/** The runtime stage's ENV (`NAME=value …`) and CMD (exec form). */
function stageCommand(text: string): { env: Record<string, string>; command: string[] } {
  const body = text.split(/^FROM /m).find((part) => /\bAS runtime\s*$/m.test(part.split('\n')[0]!))!;
  const env = Object.fromEntries([...body.matchAll(/^ENV (.+)$/gm)].flatMap((match) => match[1]!.split(/\s+/).map((pair) => pair.split('=') as [string, string])));
  return { env, command: JSON.parse(/^CMD (\[.+\])$/m.exec(body)![1]!) as string[] };
}

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });

describe('the runtime stage, assembled as the Dockerfile lists it', () => {
  const stage = mkdtempSync(join(tmpdir(), 'agency-runtime-'));
  const app = join(stage, 'app');
  const data = join(stage, 'data');
  let server: ChildProcess;
  let output = '';
  let origin = '';

  beforeAll(async () => {
    // the bundle comes from the build stage (npm test builds first)
    expect(existsSync(`${root}dist/server/render.js`), 'dist/ holds no build: npm run build').toBe(true);
    chmodSync(stage, 0o755);
    for (const path of copiedFrom(dockerfile, 'runtime')) {
      mkdirSync(dirname(join(app, path)), { recursive: true });
      linkTree(join(root, path), join(app, path), (name) => name === 'node_modules');
    }
    for (const path of productionPackages()) linkTree(join(root, path), join(app, path), (name) => name === 'node_modules');
    mkdirSync(data);
    // as the image's `node` user: not root, owning only the data volume
    const user = process.getuid?.() === 0 ? { uid: 65534, gid: 65534 } : {};
    if (user.uid !== undefined) chownSync(data, user.uid, user.gid!);

    const { env, command } = stageCommand(dockerfile);
    const port = await freePort();
    origin = `http://127.0.0.1:${port}`;
    server = spawn(command[0]!, command.slice(1), {
      cwd: app,
      ...user,
      env: { PATH: process.env.PATH, HOME: data, ...env, HOST: '127.0.0.1', PORT: String(port), DATA_DIR: data, PUBLIC_URL: origin, RENDER_THREADS: '1' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    server.stdout!.on('data', (chunk: Buffer) => (output += chunk));
    server.stderr!.on('data', (chunk: Buffer) => (output += chunk));
    const exited = new Promise<never>((_, reject) => server.once('exit', (code) => reject(new Error(`the stage's server stopped (${code}):\n${output}`))));
    const healthy = (async () => {
      for (;;) {
        const answer = await fetch(`${origin}/api/v1/health`).catch(() => undefined);
        if (answer?.ok) return;
        await new Promise((resolve) => setTimeout(resolve, 250));
      }
    })();
    await Promise.race([healthy, exited]);
    // assembling and a first start that seeds the database: long on a busy machine
  }, 120_000);

  afterAll(async () => {
    if (server && server.exitCode === null) {
      const stopped = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await stopped;
    }
    rmSync(stage, { recursive: true, force: true });
  });

  it('holds no devDependency and no tools/', () => {
    const installed = readdirSync(join(app, 'node_modules'));
    expect(installed).toContain('fastify');
    expect(installed).not.toContain('vitest');
    expect(existsSync(join(app, 'tools'))).toBe(false);
  });

  it('answers its health, a page and the API', async () => {
    const health = await fetch(`${origin}/api/v1/health`);
    expect(health.status).toBe(200);
    expect(await health.json()).toMatchObject({ status: 'ok' });

    const page = await fetch(`${origin}/nl/`);
    expect(page.status).toBe(200);
    expect(await page.text()).toMatch(/<agency-[a-z-]+/);

    const properties = await fetch(`${origin}/api/v1/properties?lang=nl`);
    expect(properties.status).toBe(200);
    expect(((await properties.json()) as { total: number }).total).toBeGreaterThan(50);
  });
});
