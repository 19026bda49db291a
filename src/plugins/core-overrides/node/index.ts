/**
 * Local plugin: gives the bundles the overrides of lib/overrides/manifest.ts that are on for this
 * build, because Docusaurus has no option for what they change (each file says why), and fails the
 * build naming any that did not apply (one guard per bundle, reading the manifest):
 * - the module swaps (module-replacements.ts lists them, replace-modules.ts swaps them by real path);
 * - the theme components of ours that replace a theme's, given back to the theme when switched off;
 * - route-sections.ts for the generated `@generated/routes`, `registry`, `routesChunkNames` and
 *   `globalData` in the production client bundle: a page loads only its own route section;
 * - chunk-files.ts for the chunk maps of the emitted runtime: each section names its pages' files.
 */
import { createHash } from 'node:crypto';
import path from 'node:path';
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
import {
  moduleSwapPlugin,
  resolveReplacements,
  unappliedSwapMessages,
  type ResolvedReplacement,
} from './replace-modules';
import { overrideEnabled, overrides, type Bundle, type Override } from '../../../../lib/overrides/manifest';
import { preloadSectionScripts } from './section-preload';
import { ChunkFilesError, rewriteRuntime, sectionPrelude, type MovedChunk } from './chunk-files';

/** A generated module that route-sections.ts replaces in the production client bundle, and its replacement. */
export interface GeneratedReplacement {
  /** The import request of Docusaurus' client code. */
  readonly upstream: string;
  readonly replacement: string;
}

export const routeSectionReplacements: readonly GeneratedReplacement[] = Object.entries(generatedReplacements).map(
  ([upstream, replacement]) => ({ upstream, replacement: `.docusaurus/${outputDirName}/${replacement}` }),
);

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

/** Replaces each generated module by its request. */
function generatedReplacementPlugins(bundler: Bundler, outDir: string): WebpackPluginInstance[] {
  const escape = (text: string): string => text.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
  return routeSectionReplacements.map(
    ({ upstream, replacement }) =>
      new bundler.NormalModuleReplacementPlugin(new RegExp(`^${escape(upstream)}$`), (data) => {
        data.request = path.join(outDir, path.basename(replacement));
      }),
  );
}

/** The generated replacements' part of the guard: where to find them, when route sections are on. */
interface GeneratedCheck {
  readonly outDir: string;
  readonly generatedDir: string;
}

/**
 * The overrides' one apply-guard, for one bundle: fails the compilation, naming the override, for
 * each module swap and each generated-module replacement of the manifest's enabled entries that is
 * not in the finished bundle, or that something bypassed. It reads the finished module graph, so a
 * build restored from the persistent cache, which resolves nothing again, is checked too.
 */
function overridesGuard(
  bundler: Bundler,
  bundle: Bundle,
  siteDir: string,
  swaps: readonly ResolvedReplacement[],
  generated: GeneratedCheck | undefined,
): WebpackPluginInstance {
  const name = 'tessera-overrides-guard';
  return {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap(name, (compilation) => {
        compilation.hooks.finishModules.tap(name, (modules) => {
          const messages = unappliedSwapMessages(compilation, modules, swaps, bundle, siteDir);
          if (generated) {
            const files = [...modules].flatMap((module) => {
              const { resource } = module as { resource?: unknown };
              return typeof resource === 'string' ? [resource] : [];
            });
            for (const { upstream, how } of unappliedGeneratedReplacements(
              files,
              generated.outDir,
              generated.generatedDir,
            )) {
              messages.push(
                `[${routeSectionsOverride}] the replacement of ${upstream} did not apply: ${unappliedReason[how]}. ` +
                  'Revisit src/plugins/core-overrides/node/route-sections.ts, or build with TESSERA_OVERRIDES_OFF=route-sections while porting it.',
              );
            }
          }
          for (const message of messages) compilation.errors.push(new bundler.WebpackError(message));
        });
      });
    },
  };
}

type Aliases = Record<string, string | false | string[]>;

/**
 * The theme components of the manifest: each enabled one must still replace a component of a theme
 * (an upgrade that renames or drops the theme's component would leave ours replacing nothing, and
 * ours would silently become a new component); each disabled one gives its `@theme/` name back to
 * the theme's own component.
 */
export function applyThemeComponentSwitches(aliases: Aliases, env: NodeJS.ProcessEnv = process.env): void {
  for (const override of overrides) {
    const on = overrideEnabled(override.id, env);
    for (const component of themeComponentsOf(override)) {
      const original = aliases[`@theme-original/${component}`];
      if (typeof original !== 'string') {
        throw new Error(
          `Override ${override.id}: no theme has a component ${component} any more (no @theme-original/${component}), ` +
            'so src/theme/' +
            `${component} replaces nothing. See "Upgrading Docusaurus" in CONTRIBUTING.md.`,
        );
      }
      if (!on) aliases[`@theme/${component}`] = original;
    }
  }
}

const themeComponentsOf = (override: Override): readonly string[] => override.themeComponents ?? [];

/**
 * Keys the bundler's persistent cache to the overrides that are on. Docusaurus versions the cache by
 * its own version and theme aliases, taken before the switches apply: a build with other overrides
 * on would restore modules swapped or aliased otherwise, and the guard would find them missing.
 */
export function keyCacheToOverrides(config: { cache?: unknown; experiments?: unknown }, env = process.env): void {
  const enabled = overrides.filter((override) => overrideEnabled(override.id, env)).map((override) => override.id);
  const key = createHash('sha256').update(enabled.join(',')).digest('hex').slice(0, 12);
  const experiments = config.experiments as { cache?: unknown } | undefined;
  for (const cache of [config.cache, experiments?.cache]) {
    if (typeof cache === 'object' && cache !== null && typeof (cache as { version?: unknown }).version === 'string') {
      (cache as { version: string }).version += `-overrides-${key}`;
    }
  }
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
    configureWebpack(config, isServer, { currentBundler }) {
      const bundler = currentBundler.instance;
      const bundle = isServer ? 'server' : 'client';
      applyThemeComponentSwitches((config.resolve?.alias ?? {}) as Aliases);
      keyCacheToOverrides(config);
      const swaps = resolveReplacements(moduleReplacements(), bundle, context.siteDir);
      const swapPlugins = [moduleSwapPlugin(swaps, bundler) ?? []].flat();
      if (isServer)
        return { plugins: [...swapPlugins, overridesGuard(bundler, bundle, context.siteDir, swaps, undefined)] };
      // The development server regenerates the route table as pages change, without calling this again;
      // with route sections off, the client's section loader finds none.
      if (process.env.NODE_ENV !== 'production' || !overrideEnabled('route-sections')) {
        writeNoSections(context.generatedFilesDir);
        return { plugins: [...swapPlugins, overridesGuard(bundler, bundle, context.siteDir, swaps, undefined)] };
      }
      written = writeRouteSections(readGenerated(context.generatedFilesDir), context.generatedFilesDir);
      const { outDir, sectionOnlyChunks } = written;
      return {
        plugins: [
          ...swapPlugins,
          ...generatedReplacementPlugins(bundler, outDir),
          overridesGuard(bundler, bundle, context.siteDir, swaps, { outDir, generatedDir: context.generatedFilesDir }),
          ...(overrideEnabled('chunk-files') ? [sectionChunkFiles(bundler, sectionOnlyChunks)] : []),
        ],
      };
    },
  };
}
