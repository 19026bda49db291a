/**
 * Writes the modules of the split route table (see route-sections.ts) into
 * `.docusaurus/tessera-route-sections/`: the entry's routes, registry, chunk names and global data, which
 * replace Docusaurus' own in the client bundle, the list of sections, one module per section and each
 * docs version's metadata without its sidebars and docs. Build side.
 */
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import {
  routeKey,
  sectionsDirName as outputDirName,
  sectionsManifestFile,
  type Route,
  type SectionsManifest,
} from '../../../../lib/generated-routes';
import { chunkNamesIn } from '../../../client/route-table';
import { docsPluginName, splitRoutes, type DocsVersionMetadata, type Generated, type Section } from './route-sections';

export { outputDirName };

/** The modules that stand in for Docusaurus' generated ones in the client bundle, by their import request. */
export const generatedReplacements = {
  '@generated/routes': 'routes.js',
  '@generated/registry': 'registry.js',
  '@generated/routesChunkNames': 'routesChunkNames.js',
  '@generated/globalData': 'globalData.js',
} as const;

const json = (value: unknown): string => JSON.stringify(value);

function routeCode(route: Route): string {
  const { component, routes, ...fields } = route;
  const creator =
    component.hash === undefined
      ? `ComponentCreator(${json(component.path)})`
      : `ComponentCreator(${json(component.path)}, ${json(component.hash)})`;
  const parts = [
    ...Object.entries(fields).map(([field, value]) => `${json(field)}: ${json(value)}`),
    `component: ${creator}`,
    ...(routes === undefined ? [] : [`routes: [${routes.map(routeCode).join(',\n')}]`]),
  ];
  return `{${parts.join(', ')}}`;
}

const versionModule = (key: string): string => `./version-${key}.js`;

function registryCode(generated: Generated, keys: Iterable<string>): string {
  const lines = [...new Set(keys)].sort().map((key) => {
    const entry = generated.registry.get(key);
    if (!entry) throw new Error(`route chunk "${key}" has no registry entry`);
    const module = generated.versionMetadata.has(key) ? versionModule(key) : entry.module;
    return `${json(key)}: [() => import(/* webpackChunkName: ${json(entry.chunkName)} */ ${json(module)}), ${json(module)}, require.resolveWeak(${json(module)})]`;
  });
  return `{\n${lines.join(',\n')}\n}`;
}

function routesIn(routes: readonly Route[]): Route[] {
  return routes.flatMap((route) => [route, ...routesIn(route.routes ?? [])]);
}

function chunkNamesOf(generated: Generated, routes: readonly Route[]): Record<string, unknown> {
  return Object.fromEntries(
    routes.flatMap((route) => {
      const key = routeKey(route);
      const names = generated.chunkNames[key];
      return names === undefined ? [] : [[key, names]];
    }),
  );
}

const registryKeysOf = (chunkNames: Record<string, unknown>): string[] =>
  Object.values(chunkNames).flatMap(chunkNamesIn);

interface VersionedSection {
  readonly section: Section;
  readonly metadata: DocsVersionMetadata;
}

function versionedSections(generated: Generated, sections: readonly Section[]): VersionedSection[] {
  return sections.flatMap((section) => {
    const metadata =
      section.versionMetadataKey === undefined ? undefined : generated.versionMetadata.get(section.versionMetadataKey);
    return metadata ? [{ section, metadata }] : [];
  });
}

/** The docs of the global data that a section adds, in every version of its docs plugin (same key). */
function globalDocsOf(generated: Generated, all: readonly VersionedSection[], target: VersionedSection): unknown[] {
  const versions = generated.globalData[docsPluginName]?.[target.metadata.pluginId]?.versions ?? [];
  return versions.flatMap((version) => {
    const paths = new Set(
      all
        .filter(
          ({ section, metadata }) =>
            metadata.pluginId === target.metadata.pluginId &&
            metadata.version === version.name &&
            section.key === target.section.key,
        )
        .flatMap(({ section }) => section.routes.map((route) => route.path)),
    );
    const docs = version.docs.filter((doc) => paths.has(doc.path));
    return docs.length === 0 ? [] : [{ pluginId: target.metadata.pluginId, version: version.name, docs }];
  });
}

/** The global data with each docs version's doc list cut to its main doc; sections add the rest. */
function entryGlobalData(generated: Generated): unknown {
  const docsPlugins = generated.globalData[docsPluginName] ?? {};
  const trimmed = Object.fromEntries(
    Object.entries(docsPlugins).map(([pluginId, data]) => [
      pluginId,
      data?.versions
        ? {
            ...data,
            versions: data.versions.map((version) => ({
              ...version,
              docs: version.docs.filter((doc) => doc.id === version.mainDocId),
            })),
          }
        : data,
    ]),
  );
  return { ...generated.globalData, [docsPluginName]: trimmed };
}

function sectionCode(generated: Generated, all: readonly VersionedSection[], section: Section): string {
  const chunkNames = chunkNamesOf(generated, routesIn(section.routes));
  const versioned = all.find((entry) => entry.section === section);
  const globalDocs = versioned ? globalDocsOf(generated, all, versioned) : [];
  let versionData: unknown = null;
  if (versioned) {
    const { metadata } = versioned;
    const ownVersion = globalDocs.find((entry) => (entry as { version: string }).version === metadata.version) as
      { docs: { id: string }[] } | undefined;
    const ids = new Set(ownVersion?.docs.map((doc) => doc.id));
    const docs = Object.fromEntries(
      Object.entries(metadata.docs).filter(([id, doc]) => ids.has(id) || doc.sidebar === section.key),
    );
    const sidebar = metadata.docsSidebars[section.key];
    versionData = {
      pluginId: metadata.pluginId,
      version: metadata.version,
      docsSidebars: sidebar === undefined ? {} : { [section.key]: sidebar },
      docs,
    };
  }
  return [
    "import ComponentCreator from '@docusaurus/ComponentCreator';",
    `export const parentIndexes = ${json(section.parentIndexes)};`,
    `export const registry = ${registryCode(generated, registryKeysOf(chunkNames))};`,
    `export const chunkNames = ${json(chunkNames)};`,
    `export const routes = [${section.routes.map(routeCode).join(',\n')}];`,
    `export const versionData = ${json(versionData)};`,
    `export const globalDocs = ${json(globalDocs)};`,
    '',
  ].join('\n');
}

/** The browser module that holds each version's sidebars and docs, by its absolute path: found from this file, so a build started in any directory imports it. */
const docsVersionDataModule = path.join(__dirname, '..', 'client', 'docs-version-data.ts');

function versionMetadataCode(metadata: DocsVersionMetadata): string {
  const rest = Object.fromEntries(
    Object.entries(metadata).filter(([field]) => field !== 'docsSidebars' && field !== 'docs'),
  );
  return [
    `import { versionDataOf } from ${json(docsVersionDataModule)};`,
    `const { docsSidebars, docs } = versionDataOf(${json(metadata.pluginId)}, ${json(metadata.version)});`,
    `export default { version: { ...${json(rest)}, docsSidebars, docs } };`,
    '',
  ].join('\n');
}

export interface WrittenSections {
  readonly outDir: string;
  readonly sections: SectionsManifest['sections'];
  /** Section chunk name to the chunk names only sections load (none of the entry's). */
  readonly sectionOnlyChunks: ReadonlyMap<string, readonly string[]>;
}

/** Writes the split into `<generatedDir>/tessera-route-sections/`. */
export function writeRouteSections(generated: Generated, generatedDir: string): WrittenSections {
  const outDir = path.join(generatedDir, outputDirName);
  rmSync(outDir, { recursive: true, force: true });
  mkdirSync(outDir, { recursive: true });
  const write = (file: string, text: string): void => {
    writeFileSync(path.join(outDir, file), text);
  };
  const { entryRoutes, sections } = splitRoutes(generated);
  const entryChunkNames = chunkNamesOf(generated, routesIn(entryRoutes));
  write(
    'routes.js',
    `import ComponentCreator from '@docusaurus/ComponentCreator';\nexport default [${entryRoutes.map(routeCode).join(',\n')}];\n`,
  );
  write('registry.js', `export default ${registryCode(generated, registryKeysOf(entryChunkNames))};\n`);
  write('routesChunkNames.js', `export default ${json(entryChunkNames)};\n`);
  write('globalData.js', `export default ${json(entryGlobalData(generated))};\n`);
  for (const [key, metadata] of generated.versionMetadata) write(`version-${key}.js`, versionMetadataCode(metadata));
  const all = versionedSections(generated, sections);
  for (const section of sections) write(`${section.chunkName}.js`, sectionCode(generated, all, section));
  write(
    'sections.js',
    `export default [\n${sections
      .map(
        (section) =>
          `{prefix: ${json(section.prefix)}, chunkName: ${json(section.chunkName)}, load: () => import(/* webpackChunkName: ${json(section.chunkName)} */ ${json(`./${section.chunkName}.js`)})}`,
      )
      .join(',\n')}\n];\n`,
  );
  const manifest: SectionsManifest = {
    sections: sections.map(({ prefix, chunkName }) => ({ prefix, chunkName })),
  };
  write(sectionsManifestFile, `${JSON.stringify(manifest, null, 2)}\n`);
  const chunkNameOf = (key: string): string => generated.registry.get(key)?.chunkName ?? key;
  const entryChunks = new Set(registryKeysOf(entryChunkNames).map(chunkNameOf));
  const sectionOnlyChunks = new Map(
    sections.map((section) => [
      section.chunkName,
      [...new Set(registryKeysOf(chunkNamesOf(generated, section.routes)).map(chunkNameOf))].filter(
        (name) => !entryChunks.has(name),
      ),
    ]),
  );
  return { outDir, sections: manifest.sections, sectionOnlyChunks };
}

/** Without a split (development server), the entry has no sections to load. */
export function writeNoSections(generatedDir: string): void {
  const outDir = path.join(generatedDir, outputDirName);
  mkdirSync(outDir, { recursive: true });
  writeFileSync(path.join(outDir, 'sections.js'), 'export default [];\n');
  rmSync(path.join(outDir, sectionsManifestFile), { force: true });
}
