/**
 * Files and versions of installed packages, found as Node would find them from the site and
 * named by their real path: `node_modules` may be a symbolic link (pnpm, monorepos), and bundlers
 * name modules by their real path. A package's `exports` map is not consulted, so any file of it
 * can be named, as the overrides of Docusaurus internals need.
 */
import { existsSync, readFileSync, realpathSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

/** `@docusaurus/core/lib/client/preload.js` → `{ name: '@docusaurus/core', file: 'lib/client/preload.js' }`. */
export function splitPackagePath(packagePath: string): { name: string; file: string } {
  const parts = packagePath.split('/');
  const nameParts = packagePath.startsWith('@') ? 2 : 1;
  const name = parts.slice(0, nameParts).join('/');
  const file = parts.slice(nameParts).join('/');
  if (!name || !file) throw new Error(`"${packagePath}" names no file of a package (expected <package>/<path>)`);
  return { name, file };
}

/** The real path of a package's folder as `require` finds it from `fromDir`, or undefined when it is not installed. */
export function findPackageDir(name: string, fromDir: string): string | undefined {
  const lookup = createRequire(path.join(fromDir, 'package.json')).resolve.paths(name) ?? [];
  for (const modulesDir of lookup) {
    const candidate = path.join(modulesDir, name);
    if (existsSync(path.join(candidate, 'package.json'))) return realpathSync(candidate);
  }
  return undefined;
}

/** The real path of an installed package's folder, looked up from `siteDir` as `require` would. */
export function packageDir(name: string, siteDir = process.cwd()): string {
  const dir = findPackageDir(name, siteDir);
  if (dir === undefined) throw new Error(`${name} is not installed beside ${siteDir} (run npm ci)`);
  return dir;
}

export function installedVersion(name: string, siteDir = process.cwd()): string {
  const manifest = JSON.parse(readFileSync(path.join(packageDir(name, siteDir), 'package.json'), 'utf8')) as {
    version: string;
  };
  return manifest.version;
}

/** The real path of `<package>/<path>` as installed; throws, naming it, when the package lacks it. */
export function installedFile(packagePath: string, siteDir = process.cwd()): string {
  const { name, file } = splitPackagePath(packagePath);
  const installed = path.join(packageDir(name, siteDir), file);
  if (!existsSync(installed)) {
    throw new Error(`${packagePath} does not exist in ${name}@${installedVersion(name, siteDir)}`);
  }
  return realpathSync(installed);
}
