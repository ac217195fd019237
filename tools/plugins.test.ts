// How the entry finds an element's code (elementLoading in tools/plugins.mjs): element
// chunks named by their folder and one build id, and per element the fixed chunks the
// entry asks for with its chunk.
import { describe, expect, it } from 'vitest';
import { ELEMENTS_PLACEHOLDER } from './chunk-rule.mjs';
import { ROUTES } from '../core/routing/routes.ts';
import { elementLoading, routePaths } from './plugins.mjs';

interface Chunk {
  type: 'chunk';
  fileName: string;
  name: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  code: string;
  map?: { file: string } | null;
  sourcemapFileName?: string | null;
}

const chunk = (fileName: string, name: string, imports: string[] = [], facade: string | null = null): Chunk => ({
  type: 'chunk',
  fileName,
  name,
  isEntry: facade !== null,
  facadeModuleId: facade,
  imports,
  code: `// ${fileName}\n//# sourceMappingURL=${fileName.split('/').pop()}.map\n`,
  map: { file: fileName.split('/').pop()! },
});

/** A bundle as rollup hands it to renderChunk: the fixed chunks, two elements, the entry. */
function bundle() {
  const element = (folder: string, imports: string[]) => chunk(`chunks/${folder}-${ELEMENTS_PLACEHOLDER}.js`, folder, imports, `/src/widgets/${folder}/element.ts`);
  const chunks: Record<string, Chunk> = {
    'agency-widgets.js': { ...chunk('agency-widgets.js', 'agency-widgets', [], '/src/widgets/loader.ts'), code: 'const loading = JSON.parse("@LOADING@");' },
    'chunks/page-P.js': chunk('chunks/page-P.js', 'page'),
    'chunks/runtime-R.js': chunk('chunks/runtime-R.js', 'runtime', ['chunks/page-P.js']),
    'chunks/shared-routing-T.js': chunk('chunks/shared-routing-T.js', 'shared-routing', ['chunks/runtime-R.js']),
    'chunks/shared-common-C.js': chunk('chunks/shared-common-C.js', 'shared-common', ['chunks/runtime-R.js']),
    'chunks/shared-cards-X.js': chunk('chunks/shared-cards-X.js', 'shared-cards~1', ['chunks/shared-routing-T.js']),
  };
  for (const own of [
    element('list', ['chunks/shared-cards-X.js', 'chunks/shared-common-C.js', 'agency-widgets.js']),
    element('config', ['chunks/page-P.js']),
    element('banner', ['chunks/runtime-R.js', 'agency-widgets.js']),
  ]) {
    chunks[own.fileName] = own;
  }
  return chunks;
}

const plugin = () => elementLoading({ elements: [], folders: ['list', 'banner', 'config'] }) as unknown as {
  renderChunk(code: string, chunk: Chunk, options: unknown, meta: { chunks: Record<string, Chunk> }): { code: string } | null;
  generateBundle(this: { error(message: string): never }, options: unknown, bundle: Record<string, unknown>): void;
};
const context = { error: (message: string): never => { throw new Error(message); } };

/** The entry's loading data once the plugin has written it in. */
function written(chunks: Record<string, Chunk>) {
  const entry = chunks['agency-widgets.js']!;
  const rendered = plugin().renderChunk.call(context, entry.code, entry, {}, { chunks });
  return JSON.parse(rendered!.code.match(/^const loading = (.*);$/)![1]!) as { build: string; always: string[]; files: string[]; loads: string };
}

describe('elementLoading', () => {
  it('asks with every element for the fixed chunks all of them import, and with each for the others its code imports', () => {
    const loading = written(bundle());
    expect(loading.always).toEqual(['./chunks/page-P.js']);
    expect(loading.files).toEqual(['./chunks/runtime-R.js', './chunks/shared-routing-T.js', './chunks/shared-common-C.js']);
    // in the registry's order: the list imports all three (routing through its cards), the banner the runtime, the settings none
    expect([...loading.loads].map((digit) => parseInt(digit, 36))).toEqual([0b111, 0b001, 0b000]);
    expect(loading.build).toBe(ELEMENTS_PLACEHOLDER);
  });

  it('stops the build when the registry lists an element no chunk defines', () => {
    const chunks = bundle();
    delete chunks[`chunks/banner-${ELEMENTS_PLACEHOLDER}.js`];
    expect(() => written(chunks)).toThrow(/<agency-banner>/);
  });

  it('leaves chunks without the placeholder as they are', () => {
    const chunks = bundle();
    expect(plugin().renderChunk.call(context, 'x', chunks['chunks/page-P.js']!, {}, { chunks })).toBeNull();
  });

  /** The bundle after generateBundle, with a source map asset beside each element chunk. */
  function generated(change = '') {
    const chunks = bundle();
    chunks['agency-widgets.js']!.code = `const build = "${ELEMENTS_PLACEHOLDER}";`;
    chunks[`chunks/list-${ELEMENTS_PLACEHOLDER}.js`]!.code += change;
    const files: Record<string, unknown> = { ...chunks };
    for (const own of Object.values(chunks).filter((file) => file.fileName.includes(ELEMENTS_PLACEHOLDER))) {
      files[`${own.fileName}.map`] = { type: 'asset', fileName: `${own.fileName}.map`, source: '{}' };
    }
    plugin().generateBundle.call(context, {}, files);
    return files;
  }

  it('names the element chunks by their folder and one build id, and writes that id into the entry', () => {
    const files = generated();
    const names = Object.keys(files).filter((file) => /^chunks\/(list|banner|config)-/.test(file) && file.endsWith('.js'));
    const build = (files['agency-widgets.js'] as Chunk).code.match(/"(.+)"/)![1]!;
    expect(build).toHaveLength(ELEMENTS_PLACEHOLDER.length);
    expect(names.sort()).toEqual([`chunks/banner-${build}.js`, `chunks/config-${build}.js`, `chunks/list-${build}.js`]);
    // each chunk's source map moves with it, and the chunk says where
    const list = files[`chunks/list-${build}.js`] as Chunk;
    expect(list.fileName).toBe(`chunks/list-${build}.js`);
    expect(list.code).toContain(`sourceMappingURL=list-${build}.js.map`);
    expect(files[`chunks/list-${build}.js.map`]).toMatchObject({ fileName: `chunks/list-${build}.js.map` });
    expect(Object.keys(files).filter((file) => file.includes(ELEMENTS_PLACEHOLDER))).toEqual([]);
  });

  it('gives the element chunks another build id when the code of one changes, and the same one when none does', () => {
    const id = (files: Record<string, unknown>) => (files['agency-widgets.js'] as Chunk).code;
    expect(id(generated())).toBe(id(generated()));
    expect(id(generated('// changed\n'))).not.toBe(id(generated()));
  });
});

describe('routePaths', () => {
  const load = (id: string) =>
    (routePaths() as unknown as { load(this: typeof context, id: string): Promise<string | null> }).load.call(context, id);

  it('gives a page’s paths as the route table has them', async () => {
    const source = await load('\0agency-route-paths/cookie-policy');
    const paths = JSON.parse(source!.replace(/^export default |;$/g, '')) as Record<string, string>;
    expect(paths).toEqual(ROUTES.find((route) => route.key === 'cookie-policy')!.paths);
  });

  it('stops the build on a page the table does not have, and leaves other modules alone', async () => {
    await expect(load('\0agency-route-paths/cookie-policies')).rejects.toThrow(/no page "cookie-policies"/);
    expect(await load('/src/core/routing/routes.ts')).toBeNull();
  });
});
