import { readFileSync } from 'node:fs';
import path from 'node:path';
import { findPackageDir } from '../installed-package';

interface PackageJson {
  dependencies?: Record<string, string>;
  peerDependencies?: Record<string, string>;
}

/** Directories of the packages `roots` need at run time, themselves included. */
export function packageClosure(roots: readonly string[], fromDir: string): Set<string> {
  const seen = new Set<string>();
  const visit = (name: string, base: string): void => {
    const dir = findPackageDir(name, base);
    if (dir === undefined || seen.has(dir)) return;
    seen.add(dir);
    const manifest = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as PackageJson;
    for (const dependency of Object.keys({ ...manifest.dependencies, ...manifest.peerDependencies })) {
      visit(dependency, dir);
    }
  };
  for (const root of roots) visit(root, fromDir);
  return seen;
}

const API_PACKAGES = ['docusaurus-theme-openapi-docs', 'docusaurus-plugin-openapi-docs'];
const SITE_PACKAGES = ['@docusaurus/core', '@docusaurus/preset-classic', 'react', 'react-dom'];
const cache = new Map<string, string[]>();

/**
 * Directories (with a trailing separator) of the packages that only the API reference
 * brings in: the OpenAPI plugin and theme and their dependencies, less whatever the
 * rest of the site also depends on.
 */
export function apiOnlyPackageDirs(siteDir: string): string[] {
  const cached = cache.get(siteDir);
  if (cached) return cached;
  const site = packageClosure(SITE_PACKAGES, siteDir);
  const dirs = [...packageClosure(API_PACKAGES, siteDir)].filter((dir) => !site.has(dir)).map((dir) => dir + path.sep);
  cache.set(siteDir, dirs);
  return dirs;
}
