/**
 * Modules of Docusaurus core (3.10) swapped for versions that do the same job, because Docusaurus
 * has no option for what they change (each file says why):
 * - route-prefetch.ts for `client/docusaurus.js`: each route and file prefetched once;
 * - preload.ts for `client/preload.js`: a route's chunks preloaded in a task of their own;
 * - component-creator.ts for `@docusaurus/ComponentCreator` in the route table: route components
 *   made when first used;
 * - render-to-html.ts for `client/renderToHtml.js`: Suspense boundaries rendered in place;
 * - route-sections.ts for the generated `@generated/routes`, `registry`, `routesChunkNames` and
 *   `globalData` in the production client bundle: a page loads only its own route section.
 * Each replacement of `routeSectionReplacements` must apply, or the build fails naming it.
 */
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import type { Compiler, WebpackPluginInstance } from 'webpack';
import { readGenerated, overrideName as routeSectionsOverride } from './route-sections';
import { generatedReplacements, writeNoSections, writeRouteSections } from './route-sections-codegen';
import { ChunkFilesError, rewriteRuntime, sectionPrelude, type MovedChunk } from './chunk-files';

const coreModule = (name: string): RegExp =>
  new RegExp(`@docusaurus[\\\\/]core[\\\\/]lib[\\\\/]client[\\\\/]${name}\\.js$`);
const override = (file: string): string => path.resolve('src/plugins/core-overrides', file);

/** A generated module of Docusaurus replaced by one of this plugin's, with why. */
export interface GeneratedReplacement {
  /** The import request Docusaurus' client code uses, e.g. `@generated/routes`. */
  readonly upstream: string;
  /** The Docusaurus file that writes or reads it, fingerprinted so that a change upstream is noticed. */
  readonly upstreamFiles: readonly string[];
  /** File in `.docusaurus/tessera-route-sections/` that replaces it. */
  readonly replacement: string;
  readonly reason: string;
}

const routeSectionsReason = 'entry bundle without per-page data: route sections loaded on demand (route-sections.ts)';
const routeSectionsUpstream = [
  '@docusaurus/core/lib/server/codegen/codegenRoutes.js',
  '@docusaurus/core/lib/client/exports/ComponentCreator.js',
  '@docusaurus/core/lib/client/App.js',
  '@docusaurus/plugin-content-docs/lib/routes.js',
  '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
];

/** The generated modules that route-sections.ts replaces in the production client bundle. */
export const routeSectionReplacements: readonly GeneratedReplacement[] = Object.entries(generatedReplacements).map(
  ([upstream, replacement]) => ({
    upstream,
    upstreamFiles: routeSectionsUpstream,
    replacement,
    reason: routeSectionsReason,
  }),
);

type Bundler = Parameters<NonNullable<Plugin['configureWebpack']>>[2]['currentBundler']['instance'];

/**
 * Replaces each generated module by its request and fails the compilation, naming the override, when a
 * declared replacement matched no import: Docusaurus no longer imports the module this way.
 */
function guardedGeneratedReplacements(bundler: Bundler, outDir: string): WebpackPluginInstance[] {
  const applied = new Set<string>();
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  const replacements = routeSectionReplacements.map(
    ({ upstream, replacement }) =>
      new bundler.NormalModuleReplacementPlugin(new RegExp(`^${escape(upstream)}$`), (data) => {
        data.request = path.join(outDir, replacement);
        applied.add(upstream);
      }),
  );
  const guard: WebpackPluginInstance = {
    apply(compiler: Compiler) {
      compiler.hooks.afterCompile.tap('tessera-core-overrides-guard', (compilation) => {
        const missing = routeSectionReplacements.filter(({ upstream }) => !applied.has(upstream));
        if (missing.length === 0) return;
        compilation.errors.push(
          new bundler.WebpackError(
            `[${routeSectionsOverride}] the replacement of ${missing.map(({ upstream }) => upstream).join(', ')} did not apply: ` +
              'Docusaurus no longer imports it by that request. Revisit src/plugins/core-overrides/route-sections.ts.',
          ),
        );
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
  return {
    name: 'tessera-core-overrides',
    configureWebpack(_config, isServer, { currentBundler }) {
      const { NormalModuleReplacementPlugin } = currentBundler.instance;
      const replace = (module: RegExp, file: string) => new NormalModuleReplacementPlugin(module, override(file));
      // The route table imports it by this alias; the replacement imports the original by its path.
      const routeTable = replace(/^@docusaurus\/ComponentCreator$/, 'component-creator.ts');
      if (isServer) return { plugins: [replace(coreModule('renderToHtml'), 'render-to-html.ts'), routeTable] };
      const client = [
        replace(coreModule('docusaurus'), 'route-prefetch.ts'),
        replace(coreModule('preload'), 'preload.ts'),
        routeTable,
      ];
      // The development server regenerates the route table as pages change, without calling this again.
      if (process.env.NODE_ENV !== 'production') {
        writeNoSections(context.generatedFilesDir);
        return { plugins: client };
      }
      const { outDir, sectionOnlyChunks } = writeRouteSections(
        readGenerated(context.generatedFilesDir),
        context.generatedFilesDir,
      );
      return {
        plugins: [
          ...client,
          ...guardedGeneratedReplacements(currentBundler.instance, outDir),
          sectionChunkFiles(currentBundler.instance, sectionOnlyChunks),
        ],
      };
    },
  };
}
