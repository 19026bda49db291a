/**
 * Applies the module replacements and checks that each one did apply.
 *
 * A replacement matches the module the bundler resolved, by real path, to the upstream file as
 * the installed package has it: not a request string or a path pattern, which miss when
 * `node_modules` is reached through a symbolic link (Prism's start-up module then came back into
 * main.js, +33 KB gzipped, with no warning). A replacement that imports its own upstream module
 * (component-creator.ts) gets the original.
 *
 * Applied means the replacement file is a module of the bundle; the check reads the finished
 * module graph rather than recording the swaps as they happen, because Rspack's persistent cache
 * restores modules without resolving them again.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type {
  Compilation,
  Compiler,
  NormalModuleReplacementPlugin,
  WebpackError,
  WebpackPluginInstance,
} from 'webpack';
import { installedFile, installedVersion, splitPackagePath } from '../../../lib/installed-package';
import type { Bundle, ModuleReplacement } from './module-replacements';

export interface ResolvedReplacement {
  readonly entry: ModuleReplacement;
  /** Real path of the upstream file. */
  readonly upstreamFile: string;
  /** Real path of the replacement file. */
  readonly replacementFile: string;
}

const realPaths = new Map<string, string>();

/** The real path of a module's file, or the path itself for what is not a file on disk. */
function realPath(file: string): string {
  let real = realPaths.get(file);
  if (real === undefined) {
    try {
      real = realpathSync(file);
    } catch {
      real = file;
    }
    realPaths.set(file, real);
  }
  return real;
}

export function resolveReplacements(
  entries: readonly ModuleReplacement[],
  bundle: Bundle,
  siteDir: string,
): ResolvedReplacement[] {
  return entries
    .filter((entry) => entry.bundles.includes(bundle))
    .map((entry) => {
      let upstreamFile: string;
      try {
        upstreamFile = installedFile(entry.upstream, siteDir);
      } catch (error) {
        throw new Error(`${describe(entry, siteDir)}: ${(error as Error).message}. ${revisit}`, { cause: error });
      }
      return { entry, upstreamFile, replacementFile: realPath(path.resolve(siteDir, entry.replacement)) };
    });
}

/**
 * The replacement for the module at `resource` imported by `issuer`, if any. A resource may carry
 * a query (`file.js?x`), which is not part of its path.
 */
export function replacementFor(
  resource: string,
  issuer: string | undefined,
  replacements: readonly ResolvedReplacement[],
): ResolvedReplacement | undefined {
  const file = realPath(resource.replace(/\?.*$/s, ''));
  const found = replacements.find((replacement) => replacement.upstreamFile === file);
  if (!found || (issuer && realPath(issuer) === found.replacementFile)) return undefined;
  return found;
}

/** The replacements none of whose files is among `moduleFiles` (the bundle's modules). */
export function unappliedReplacements(
  moduleFiles: Iterable<string>,
  replacements: readonly ResolvedReplacement[],
): ResolvedReplacement[] {
  const present = new Set<string>();
  for (const file of moduleFiles) present.add(realPath(file.replace(/\?.*$/s, '')));
  return replacements.filter((replacement) => !present.has(replacement.replacementFile));
}

const revisit = 'See "Upgrading Docusaurus" in CONTRIBUTING.md.';

function describe(entry: ModuleReplacement, siteDir: string): string {
  const { name } = splitPackagePath(entry.upstream);
  let version = 'not installed';
  try {
    version = installedVersion(name, siteDir);
  } catch {
    // Named as not installed.
  }
  return `Override ${entry.replacement} of ${entry.upstream} (${name} ${version})`;
}

export function unappliedMessage(unapplied: ResolvedReplacement, bundle: Bundle, siteDir: string): string {
  return (
    `${describe(unapplied.entry, siteDir)} did not apply: the ${bundle} bundle never imported ` +
    `${unapplied.upstreamFile}, so it runs Docusaurus' own code and loses what the override is for ` +
    `(${unapplied.entry.why}). ${revisit}`
  );
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`);

interface Bundler {
  NormalModuleReplacementPlugin: typeof NormalModuleReplacementPlugin;
  WebpackError: typeof WebpackError;
}

/** The bundler plugins that swap the modules of one bundle and fail it when a swap did not apply. */
export function moduleReplacementPlugins(
  replacements: readonly ResolvedReplacement[],
  bundle: Bundle,
  siteDir: string,
  bundler: Bundler,
): WebpackPluginInstance[] {
  if (replacements.length === 0) return [];
  // The bundler only calls back for files with an upstream file's name; identity is checked there.
  const names = replacements.map((replacement) => escapeRegExp(path.basename(replacement.upstreamFile)));
  const candidates = new RegExp(`[\\\\/](?:${names.join('|')})(?:\\?.*)?$`, 's');
  const swap = new bundler.NormalModuleReplacementPlugin(candidates, (data) => {
    const created = (data as { createData?: Partial<Record<'request' | 'userRequest' | 'resource', string>> })
      .createData;
    const resource = created?.resource;
    if (!created || !resource) return;
    const found = replacementFor(resource, data.contextInfo.issuer, replacements);
    if (!found) return;
    // The request names the module too (modules are told apart by it), loaders included.
    created.request = created.request?.replace(resource, found.replacementFile);
    created.userRequest = created.userRequest?.replace(resource, found.replacementFile);
    created.resource = found.replacementFile;
  });
  const check: WebpackPluginInstance = {
    apply(compiler: Compiler) {
      compiler.hooks.thisCompilation.tap('tessera-module-replacements', (compilation: Compilation) => {
        compilation.hooks.finishModules.tap('tessera-module-replacements', (modules) => {
          const files = Array.from(modules, (module) => (module as { resource?: unknown }).resource).filter(
            (resource): resource is string => typeof resource === 'string',
          );
          for (const unapplied of unappliedReplacements(files, replacements)) {
            compilation.errors.push(new bundler.WebpackError(unappliedMessage(unapplied, bundle, siteDir)));
          }
        });
      });
    },
  };
  return [swap, check];
}
