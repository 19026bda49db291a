/**
 * Moves the file names of the chunks that only route sections load (route-sections.ts) out of the
 * runtime (`runtime~main.js`, rspack 1.7) and into the section chunks that load them (build side).
 *
 * Rspack's runtime maps every chunk id to its name and content hash (`__webpack_require__.u`), and
 * Docusaurus' ChunkAssetPlugin maps every chunk name to its id (`__webpack_require__.gca`): three
 * entries per page, which every page downloads. After minification and before the real content hashes
 * are computed, this removes the entries of section-only chunks from those maps and prepends them to
 * each section chunk that loads them, which fills two global maps the runtime then reads first. The
 * real content hash step (`optimization.realContentHash`, required) then names each section chunk by
 * its content, which now includes its pages' file names, so a changed page gives its section a new name.
 */
export const overrideName = 'core-overrides/chunk-files';

export class ChunkFilesError extends Error {
  constructor(what: string) {
    super(
      `[${overrideName}] ${what}. The rspack runtime or Docusaurus' ChunkAssetPlugin changed: ` +
        'revisit src/plugins/core-overrides/node/chunk-files.ts.',
    );
  }
}

/** Globals the section chunks fill: chunk id to file name, and chunk name to id. */
const sectionChunkFilesGlobal = '__tesseraChunkFiles';
const sectionChunkIdsGlobal = '__tesseraChunkIds';

const identifier = '[\\w$]+';

/** `n.u=e=>"assets/js/"+(({ids to names})[e]||e)+"."+({ids to hashes})[e]+".js"` */
const chunkFilename = new RegExp(
  `(${identifier})\\.u=(${identifier})=>"assets/js/"\\+\\(\\((\\{[^{}]*\\})\\)\\[\\2\\]\\|\\|\\2\\)\\+"\\."\\+\\((\\{[^{}]*\\})\\)\\[\\2\\]\\+"\\.js"`,
);
/** `n.gca=function(e){return e=({names to ids})[e]||e,n.p+n.u(e)}` */
const chunkAsset = new RegExp(
  `(${identifier})\\.gca=function\\((${identifier})\\)\\{return \\2=\\((\\{[^{}]*\\})\\)\\[\\2\\]\\|\\|\\2,`,
);

type ChunkMap = Record<string, string>;

function parseMap(literal: string): ChunkMap {
  // An object literal of the minified runtime, with number, hexadecimal or string keys and string values.
  // eslint-disable-next-line @typescript-eslint/no-implied-eval
  const value = (new Function(`return (${literal});`) as () => unknown)();
  if (typeof value !== 'object' || value === null || !Object.values(value).every((v) => typeof v === 'string')) {
    throw new ChunkFilesError('a chunk map of the runtime is not an object of strings');
  }
  return value as ChunkMap;
}

const literal = (map: ChunkMap): string => JSON.stringify(map);

export interface RuntimeChunkMaps {
  readonly names: ChunkMap;
  readonly hashes: ChunkMap;
  readonly ids: ChunkMap;
}

export function readRuntimeMaps(runtime: string): RuntimeChunkMaps {
  const filename = chunkFilename.exec(runtime);
  const asset = chunkAsset.exec(runtime);
  if (!filename) throw new ChunkFilesError('the runtime has no `u` function of the expected shape');
  if (!asset) throw new ChunkFilesError('the runtime has no `gca` function of the expected shape');
  const [, , , names = '', hashes = ''] = filename;
  const [, , , ids = ''] = asset;
  return { names: parseMap(names), hashes: parseMap(hashes), ids: parseMap(ids) };
}

/** The runtime without the moved chunks' entries, reading the section maps first. */
export function rewriteRuntime(runtime: string, moved: ReadonlySet<string>): string {
  const maps = readRuntimeMaps(runtime);
  const keep = (map: ChunkMap, isMoved: (key: string, value: string) => boolean): ChunkMap =>
    Object.fromEntries(Object.entries(map).filter(([key, value]) => !isMoved(key, value)));
  const names = keep(maps.names, (id) => moved.has(id));
  const hashes = keep(maps.hashes, (id) => moved.has(id));
  const ids = keep(maps.ids, (_name, id) => moved.has(id));
  return runtime
    .replace(
      chunkFilename,
      (_match, runtimeVar: string, id: string) =>
        `${runtimeVar}.u=${id}=>"assets/js/"+((self.${sectionChunkFilesGlobal}||{})[${id}]||((${literal(names)})[${id}]||${id})+"."+(${literal(hashes)})[${id}])+".js"`,
    )
    .replace(
      chunkAsset,
      (_match, runtimeVar: string, name: string) =>
        `${runtimeVar}.gca=function(${name}){return ${name}=(${literal(ids)})[${name}]||(self.${sectionChunkIdsGlobal}||{})[${name}]||${name},`,
    );
}

export interface MovedChunk {
  readonly id: string;
  readonly name: string;
  /** File name under assets/js/ without `.js`: `<name>.<hash>`. */
  readonly file: string;
}

/** The statement a section chunk starts with: its pages' file names and ids, for the runtime. */
export function sectionPrelude(chunks: readonly MovedChunk[]): string {
  const files = Object.fromEntries(chunks.map((chunk) => [chunk.id, chunk.file]));
  const ids = Object.fromEntries(chunks.map((chunk) => [chunk.name, chunk.id]));
  return (
    `Object.assign(self.${sectionChunkFilesGlobal}||(self.${sectionChunkFilesGlobal}={}),${JSON.stringify(files)});` +
    `Object.assign(self.${sectionChunkIdsGlobal}||(self.${sectionChunkIdsGlobal}={}),${JSON.stringify(ids)});`
  );
}
