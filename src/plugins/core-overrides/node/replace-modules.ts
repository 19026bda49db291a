/**
 * Applies the module replacements and checks that each one did apply.
 *
 * A replacement matches the module the bundler resolved, by real path, to the upstream file as
 * the installed package has it: not a request string or a path pattern, which miss when
 * `node_modules` is reached through a symbolic link (Prism's start-up module then came back into
 * main.js, +33 KB gzipped, with no warning). A replacement that imports its own upstream module
 * (component-creator.ts) gets the original.
 *
 * Applied means the replacement file is a module of the bundle and the upstream file is not, or
 * only as an import of its replacement. The check reads the finished module graph rather than
 * recording the swaps as they happen, because Rspack's persistent cache restores modules without
 * resolving them again.
 */
import { realpathSync } from 'node:fs';
import path from 'node:path';
import type { Compilation, NormalModuleReplacementPlugin, WebpackPluginInstance } from 'webpack';
import { installedFile, installedVersion, splitPackagePath } from '../../../../lib/installed-package';
import { escapeRegExp } from '../../../client/escape-regexp';
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

/**
 * The entries of one bundle, with their files' real paths. Each upstream file and each replacement
 * belongs to one entry: the check could not tell apart two entries that share one.
 */
export function resolveReplacements(
  entries: readonly ModuleReplacement[],
  bundle: Bundle,
  siteDir: string,
): ResolvedReplacement[] {
  for (const key of ['upstream', 'replacement'] as const) {
    const shared = entries.find((entry, index) => entries.findIndex((other) => other[key] === entry[key]) !== index);
    if (shared) throw new Error(`Two module replacements name ${shared[key]}: give each ${key} one entry.`);
  }
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

/** A module of a bundle: its file, and the files of the modules that import it. */
export interface BundleModule {
  readonly file: string;
  readonly importers: readonly string[];
}

export interface UnappliedReplacement {
  readonly replacement: ResolvedReplacement;
  /** A module that still imports the upstream file; none when the replacement is not in the bundle. */
  readonly importer?: string;
}

const fileOf = (resource: string): string => realPath(resource.replace(/\?.*$/s, ''));

/** The replacements that are not in the bundle, or that some import of the upstream module bypassed. */
export function unappliedReplacements(
  modules: Iterable<BundleModule>,
  replacements: readonly ResolvedReplacement[],
): UnappliedReplacement[] {
  const importers = new Map<string, string[]>();
  for (const module of modules) importers.set(fileOf(module.file), module.importers.map(fileOf));
  return replacements.flatMap((replacement): UnappliedReplacement[] => {
    if (!importers.has(replacement.replacementFile)) return [{ replacement }];
    const importer = importers.get(replacement.upstreamFile)?.find((file) => file !== replacement.replacementFile);
    return importer ? [{ replacement, importer }] : [];
  });
}

const revisit =
  'See "Upgrading Docusaurus" in CONTRIBUTING.md; to build with it off while it is ported, name it in TESSERA_OVERRIDES_OFF.';

function describe(entry: ModuleReplacement, siteDir: string): string {
  const { name } = splitPackagePath(entry.upstream);
  let version = 'not installed';
  try {
    version = installedVersion(name, siteDir);
  } catch {
    // Named as not installed.
  }
  return `Override ${entry.override}: ${entry.replacement} of ${entry.upstream} (${name} ${version})`;
}

export function unappliedMessage(
  { replacement, importer }: UnappliedReplacement,
  bundle: Bundle,
  siteDir: string,
): string {
  const what = importer
    ? `${importer} still imports ${replacement.upstreamFile} in the ${bundle} bundle`
    : `the ${bundle} bundle never imported ${replacement.upstreamFile}`;
  return (
    `${describe(replacement.entry, siteDir)} did not apply: ${what}, so the site runs Docusaurus' own code ` +
    `and loses what the override is for (${replacement.entry.why}). ${revisit}`
  );
}

function resourceOf(module: object): string | undefined {
  const { resource } = module as { resource?: unknown };
  return typeof resource === 'string' ? resource : undefined;
}

interface Bundler {
  NormalModuleReplacementPlugin: typeof NormalModuleReplacementPlugin;
}

/** The bundler plugin that swaps the modules of one bundle (the overrides' guard in index.ts checks that each did apply). */
export function moduleSwapPlugin(
  replacements: readonly ResolvedReplacement[],
  bundler: Bundler,
): WebpackPluginInstance | undefined {
  if (replacements.length === 0) return undefined;
  // The bundler only calls back for files with an upstream file's name; identity is checked there.
  const names = replacements.map((replacement) => escapeRegExp(path.basename(replacement.upstreamFile)));
  const candidates = new RegExp(`[\\\\/](?:${names.join('|')})(?:\\?.*)?$`, 's');
  return new bundler.NormalModuleReplacementPlugin(candidates, (data) => {
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
}

/** What the guard reports for the module swaps of one finished bundle: one message per swap that did not apply. */
export function unappliedSwapMessages(
  compilation: Compilation,
  modules: Iterable<object>,
  replacements: readonly ResolvedReplacement[],
  bundle: Bundle,
  siteDir: string,
): string[] {
  const upstreamFiles = new Set(replacements.map((replacement) => replacement.upstreamFile));
  const bundleModules: BundleModule[] = [];
  for (const module of modules) {
    const file = resourceOf(module);
    if (!file) continue;
    // Only an upstream module's importers matter; reading them for every module would be slow.
    const importers = upstreamFiles.has(fileOf(file))
      ? Array.from(compilation.moduleGraph.getIncomingConnections(module as never), (connection) =>
          connection.originModule ? resourceOf(connection.originModule) : undefined,
        ).filter((importer): importer is string => importer !== undefined)
      : [];
    bundleModules.push({ file, importers });
  }
  return unappliedReplacements(bundleModules, replacements).map((unapplied) =>
    unappliedMessage(unapplied, bundle, siteDir),
  );
}
