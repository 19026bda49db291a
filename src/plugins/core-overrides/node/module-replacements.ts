/**
 * The module swaps of the overrides that are on for this build, read from the override manifest
 * (lib/overrides/manifest.ts): one entry per upstream module the bundles get in a version of ours.
 * replace-modules.ts swaps them by the upstream file's real path and fails the build naming any
 * that did not apply.
 */
import { enabledOverrides, type Bundle } from '../../../../lib/overrides/manifest';

export type { Bundle };

export interface ModuleReplacement {
  /** The manifest entry it belongs to. */
  readonly override: string;
  /** The upstream file as `<package>/<path>`, the way the installed package lays it out. */
  readonly upstream: string;
  /** The file the bundles get instead, from the site's root. */
  readonly replacement: string;
  readonly bundles: readonly Bundle[];
  /** What the replacement changes, and why no option does it. */
  readonly why: string;
}

export function moduleReplacements(env: NodeJS.ProcessEnv = process.env): ModuleReplacement[] {
  return enabledOverrides(env).flatMap((override) =>
    (override.swaps ?? []).map((swap) => ({ override: override.id, ...swap, why: override.reason })),
  );
}
