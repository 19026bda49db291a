import { afterEach, describe, expect, it } from 'vitest';
import { readRuntimeMaps, rewriteRuntime, sectionPrelude } from './chunk-files';

// The two functions of rspack 1.7's minified runtime that name chunk files, as Docusaurus builds it.
const runtime =
  'n.e=e=>Promise.all([]),n.u=e=>"assets/js/"+(({12:"a7bd4aaa",34:"17896441",56:"route-section-0b663047"})[e]||e)+"."+({12:"11111111",34:"22222222",56:"33333333",78:"44444444"})[e]+".js",' +
  'n.p="/docs/",n.gca=function(e){return e=({a7bd4aaa:"12",0x11113f9:"34","route-section-0b663047":"56"})[e]||e,n.p+n.u(e)},n.x=1';

interface Runtime {
  u: (id: string) => string;
  gca: (name: string) => string;
}

function load(source: string): Runtime {
  const n = {} as Runtime;
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  (new Function('n', source) as (runtime: Runtime) => void)(n);
  return n;
}

const globals = globalThis as { self?: unknown; __tesseraChunkFiles?: unknown; __tesseraChunkIds?: unknown };

describe('the runtime without the section-only chunks', () => {
  afterEach(() => {
    delete globals.__tesseraChunkFiles;
    delete globals.__tesseraChunkIds;
  });
  globals.self = globalThis;

  it('reads the three maps, hexadecimal keys included', () => {
    const maps = readRuntimeMaps(runtime);
    expect(maps.names['34']).toBe('17896441');
    expect(maps.hashes['78']).toBe('44444444');
    expect(maps.ids['17896441']).toBe('34');
  });

  it('no longer names a moved chunk, and still names the others', () => {
    const rewritten = rewriteRuntime(runtime, new Set(['34']));
    expect(rewritten).not.toContain('22222222');
    expect(rewritten).not.toMatch(/17896441|0x11113f9/);
    const n = load(rewritten);
    expect(n.u('12')).toBe('assets/js/a7bd4aaa.11111111.js');
    expect(n.u('78')).toBe('assets/js/78.44444444.js');
    expect(n.gca('route-section-0b663047')).toBe('/docs/assets/js/route-section-0b663047.33333333.js');
  });

  it('names a moved chunk once the section that loads it has run', () => {
    const n = load(rewriteRuntime(runtime, new Set(['34'])));
    // eslint-disable-next-line @typescript-eslint/no-implied-eval
    (new Function(sectionPrelude([{ id: '34', name: '17896441', file: '17896441.22222222' }])) as () => void)();
    expect(n.u('34')).toBe('assets/js/17896441.22222222.js');
    expect(n.gca('17896441')).toBe('/docs/assets/js/17896441.22222222.js');
  });

  it('fails naming the override when the runtime no longer has that shape', () => {
    expect(() => rewriteRuntime(runtime.replace('n.gca=function(e)', 'n.gca=(e)=>'), new Set())).toThrow(
      /core-overrides\/chunk-files.*no `gca` function/,
    );
  });
});
