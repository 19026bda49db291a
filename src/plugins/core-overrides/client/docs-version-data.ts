/**
 * The sidebars and docs of each docs version, filled section by section (route-sections-client.ts).
 * The docs plugin puts all of a version's sidebars and docs in the version's metadata, which every doc page
 * of the version loads; the split build gives that metadata these objects instead, and each section adds its
 * own sidebar and docs before its pages render. DocRoot reads `docsSidebars[name]` and DocCard `docs[id]`.
 */
interface VersionData {
  readonly docsSidebars: Record<string, unknown>;
  readonly docs: Record<string, unknown>;
}

const byVersion = new Map<string, VersionData>();

export function versionDataOf(pluginId: string, version: string): VersionData {
  const key = `${pluginId}\0${version}`;
  let data = byVersion.get(key);
  if (!data) {
    data = { docsSidebars: {}, docs: {} };
    byVersion.set(key, data);
  }
  return data;
}
