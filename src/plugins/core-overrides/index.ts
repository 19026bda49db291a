/**
 * Local plugin: gives the bundles our versions of Docusaurus internals, because Docusaurus has no
 * option for what they change (each file says why), and fails the build naming any that did not apply.
 * - The modules listed in module-replacements.ts (replace-modules.ts swaps them by real path).
 * - route-sections.ts for the generated `@generated/routes`, `registry`, `routesChunkNames` and
 *   `globalData` in the production client bundle: a page loads only its own route section;
 * - chunk-files.ts for the chunk maps of the emitted runtime: each section names its pages' files.
 * `sectionReplacements` declares the last two, and upstream.test.ts fingerprints the Docusaurus
 * files they rely on (upstream-fingerprints.test.ts does so for the module replacements).
 */ import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Compiler, WebpackPluginInstance } from 'webpack';
import { readGenerated, overrideName as routeSectionsOverride } from './route-sections';
import {
  generatedReplacements,
  outputDirName,
  writeNoSections,
  writeRouteSections,
  type WrittenSections,
} from './route-sections-codegen';
import { moduleReplacements } from './module-replacements';
import { moduleReplacementPlugins, resolveReplacements } from './replace-modules';
import { preloadSectionScripts } from './section-preload';
import {
  ChunkFilesError,
  overrideName as chunkFilesOverride,
  rewriteRuntime,
  sectionPrelude,
  type MovedChunk,
} from './chunk-files';

/** A Docusaurus or rspack file a replacement relies on, fingerprinted by `upstream.test.ts` (sha256, 16 hex digits). */
export interface UpstreamFile {
  readonly file: string;
  readonly sha256: string;
}

/** A replacement of a Docusaurus internal, declared once: what it replaces, with what, why, and what it relies on. */
export interface Replacement {
  /** The override's name in build errors and test failures. */
  readonly override: string;
  /** What is replaced: an import request of Docusaurus' client code, or an emitted file. */
  readonly upstream: string;
  /** The file that replaces or rewrites it. */
  readonly replacement: string;
  readonly bundle: 'client';
  readonly reason: string;
  readonly upstreamFiles: readonly UpstreamFile[];
}

const routeSectionsUpstream: readonly UpstreamFile[] = [
  // Writes routes.js, registry.js and routesChunkNames.json.
  { file: '@docusaurus/core/lib/server/codegen/codegenRoutes.js', sha256: '6bdf7133ebc411f9' },
  // Writes globalData.json.
  { file: '@docusaurus/core/lib/server/codegen/codegen.js', sha256: '611cf627307a668c' },
  // Reads the registry and chunk names when a route component is made, not when the module loads.
  { file: '@docusaurus/core/lib/client/exports/ComponentCreator.js', sha256: '5f99bdbd725f6e0b' },
  // Renders the top-level routes once; nested ones are read on each render.
  { file: '@docusaurus/core/lib/client/App.js', sha256: '1442f48492b53516' },
  // Awaits preload(pathname) before the first render ...
  { file: '@docusaurus/core/lib/client/clientEntry.js', sha256: 'a9d6514eaf79c05c' },
  // ... and before each client-side navigation.
  { file: '@docusaurus/core/lib/client/PendingNavigation.js', sha256: '1c489db32b5665b0' },
  // Nests each version's doc routes under DocsRoot, DocVersionRoot (version metadata props) and DocRoot.
  { file: '@docusaurus/plugin-content-docs/lib/routes.js', sha256: '5292463cb424aa02' },
  // Puts every sidebar and doc of a version in its metadata.
  { file: '@docusaurus/plugin-content-docs/lib/props.js', sha256: '26b2e7cd95c0f812' },
  // DocRoot reads docsSidebars[name] of the version; DocCard reads docs[id].
  { file: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js', sha256: 'cab6060db00dcb79' },
  // The version dropdown and banner find a doc's other versions in the global data.
  { file: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js', sha256: '444c91b32c4a549c' },
];

const routeSectionsReason = 'entry bundle without per-page data: route sections loaded on demand (route-sections.ts)';

/** The generated modules that route-sections.ts replaces in the production client bundle. */
export const routeSectionReplacements: readonly Replacement[] = Object.entries(generatedReplacements).map(
  ([upstream, replacement]) => ({
    override: routeSectionsOverride,
    upstream,
    replacement: `.docusaurus/${outputDirName}/${replacement}`,
    bundle: 'client',
    reason: routeSectionsReason,
    upstreamFiles: routeSectionsUpstream,
  }),
);

/** chunk-files.ts: the runtime's chunk maps, rewritten in the emitted runtime~main.js. */
export const chunkFilesRewrite: Replacement = {
  override: chunkFilesOverride,
  upstream: 'assets/js/runtime~main.js (`__webpack_require__.u` and `.gca`)',
  replacement: 'src/plugins/core-overrides/chunk-files.ts',
  bundle: 'client',
  reason: 'runtime without one file-map entry per page: section chunks carry their pages’ file names',
  upstreamFiles: [
    // Adds `__webpack_require__.gca`, the chunk name to id map.
    { file: '@docusaurus/core/lib/webpack/plugins/ChunkAssetPlugin.js', sha256: 'd1fdb10641cef8bb' },
    // Rspack's runtime is generated by its native binding: its version stands for the `u` function's shape.
    { file: '@rspack/core/package.json', sha256: '00491edfb9e0218e' },
  ],
};

export const sectionReplacements: readonly Replacement[] = [...routeSectionReplacements, chunkFilesRewrite];

type Bundler = Parameters<NonNullable<Plugin['configureWebpack']>>[2]['currentBundler']['instance'];

/** A generated module whose replacement did not apply, and how. */
export interface UnappliedGeneratedReplacement {
  readonly upstream: string;
  /** `missing`: the replacement is not in the bundle; `bypassed`: Docusaurus' own module still is. */
  readonly how: 'missing' | 'bypassed';
}

/**
 * The route-section replacements that did not apply to the client bundle, read from its modules, not
 * from the replacement callbacks: a build restored from the persistent cache resolves nothing again,
 * so the callbacks never run although the replacements are there. Our own client code imports the
 * four requests too, so a replacement goes missing only when its request is mistyped here; the real
 * guard is that Docusaurus' generated module is absent, which it is not once Docusaurus imports it
 * some other way.
 */
export function unappliedGeneratedReplacements(
  moduleFiles: Iterable<string>,
  outDir: string,
  generatedDir: string,
): UnappliedGeneratedReplacement[] {
  const files = new Set([...moduleFiles].map((file) => path.resolve(file.replace(/[?#].*$/s, ''))));
  const upstreamIn = (upstream: string): boolean => {
    const base = path.join(generatedDir, upstream.replace(/^@generated\//, ''));
    return files.has(`${base}.js`) || files.has(`${base}.json`);
  };
  return routeSectionReplacements.flatMap(({ upstream, replacement }): UnappliedGeneratedReplacement[] => {
    if (!files.has(path.join(outDir, path.basename(replacement)))) return [{ upstream, how: 'missing' }];
    return upstreamIn(upstream) ? [{ upstream, how: 'bypassed' }] : [];
  });
}

const unappliedReason = {
  missing: 'its replacement is not in the client bundle',
  bypassed: "Docusaurus' own module is still in the client bundle: something imports it by another request",
} as const;

/** Replaces each generated module by its request and fails the compilation, naming the override, when one did not apply. */
function guardedGeneratedReplacements(bundler: Bundler, outDir: string, generatedDir: string): WebpackPluginInstance[] {
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const replacements = routeSectionReplacements.map(
    ({ upstream, replacement }) =>
      new bundler.NormalModuleReplacementPlugin(new RegExp(`^${escape(upstream)}$`), (data) => {
        data.request = path.join(outDir, path.basename(replacement));
      }),
  );
  const guard: WebpackPluginInstance = {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('tessera-core-overrides-guard', (compilation) => {
        compilation.hooks.finishModules.tap('tessera-core-overrides-guard', (modules) => {
          const files = [...modules].flatMap((module) => {
            const { resource } = module as { resource?: unknown };
            return typeof resource === 'string' ? [resource] : [];
          });
          for (const { upstream, how } of unappliedGeneratedReplacements(files, outDir, generatedDir)) {
            compilation.errors.push(
              new bundler.WebpackError(
                `[${routeSectionsOverride}] the replacement of ${upstream} did not apply: ${unappliedReason[how]}. ` +
                  'Revisit src/plugins/core-overrides/route-sections.ts.',
              ),
            );
          }
        });
      });
    },
  };
  return [...replacements, guard];
}

const jsFile = /^assets\/js\/(.+)\.js$/;

/** chunk-files.ts at work: section-only chunks' file names move from the runtime to their sections. */
function sectionChunkFiles(bundler: Bundler, sectionOnlyChunks: ReadonlyMap<string, readonly string[]>) {
  const name = 'tessera-section-chunk-files';
  const plugin: WebpackPluginInstance = {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        const stage = bundler.Compilation.PROCESS_ASSETS_STAGE_SUMMARIZE;
        compilation.hooks.processAssets.tap({ name, stage }, () => {
          try {
            if (compiler.options.optimization.realContentHash === false) {
              throw new ChunkFilesError('it needs optimization.realContentHash, which is off');
            }
            const chunks = new Map(
              [...compilation.chunks].flatMap((chunk) => (chunk.name ? [[chunk.name, chunk]] : [])),
            );
            const onlyJs = (chunkName: string): string | undefined => {
              const files = [...(chunks.get(chunkName)?.files ?? [])];
              return files.length === 1 ? jsFile.exec(files[0] ?? '')?.[1] : undefined;
            };
            const movedIds = new Set<string>();
            for (const [sectionChunk, pageChunks] of sectionOnlyChunks) {
              const sectionFile = [...(chunks.get(sectionChunk)?.files ?? [])].find((file) => jsFile.test(file));
              if (!sectionFile) throw new ChunkFilesError(`the section chunk ${sectionChunk} has no script file`);
              const moved: MovedChunk[] = pageChunks.flatMap((chunkName) => {
                const file = onlyJs(chunkName);
                const id = chunks.get(chunkName)?.id;
                return file === undefined || id === null || id === undefined
                  ? []
                  : [{ id: String(id), name: chunkName, file }];
              });
              for (const chunk of moved) movedIds.add(chunk.id);
              compilation.updateAsset(
                sectionFile,
                (source) => new bundler.sources.RawSource(sectionPrelude(moved) + source.source().toString()),
              );
            }
            const runtimeFile = [...(chunks.get('runtime~main')?.files ?? [])].find((file) => jsFile.test(file));
            if (!runtimeFile) throw new ChunkFilesError('there is no runtime~main chunk');
            compilation.updateAsset(
              runtimeFile,
              (source) => new bundler.sources.RawSource(rewriteRuntime(source.source().toString(), movedIds)),
            );
          } catch (error) {
            compilation.errors.push(new bundler.WebpackError(error instanceof Error ? error.message : String(error)));
          }
        });
      });
    },
  };
  return plugin;
}

export default function coreOverridesPlugin(context: LoadContext): Plugin {
  let written: WrittenSections | undefined;
  return {
    name: 'tessera-core-overrides',
    postBuild({ outDir }) {
      if (written) preloadSectionScripts(outDir, context.baseUrl, written.sections);
      return Promise.resolve();
    },
    configureWebpack(_config, isServer, { currentBundler }) {
      const bundle = isServer ? 'server' : 'client';
      const replaced = resolveReplacements(moduleReplacements, bundle, context.siteDir);
      const modules = moduleReplacementPlugins(replaced, bundle, context.siteDir, currentBundler.instance);
      if (isServer) return { plugins: modules };
      // The development server regenerates the route table as pages change, without calling this again.
      if (process.env.NODE_ENV !== 'production') {
        writeNoSections(context.generatedFilesDir);
        return { plugins: modules };
      }
      written = writeRouteSections(readGenerated(context.generatedFilesDir), context.generatedFilesDir);
      const { outDir, sectionOnlyChunks } = written;
      return {
        plugins: [
          ...modules,
          ...guardedGeneratedReplacements(currentBundler.instance, outDir, context.generatedFilesDir),
          sectionChunkFiles(currentBundler.instance, sectionOnlyChunks),
        ],
      };
    },
  };
}
