/** Fixes applied to the pages and sidebar that docusaurus-plugin-openapi-docs generates. */

export interface SidebarItem {
  type: string;
  id?: string;
  label?: string;
  link?: { type: string; id?: string };
  items?: SidebarItem[];
  [key: string]: unknown;
}

/** The plugin's slug rule (lodash kebabCase) for names such as `CertificationDefinition` or `IDM`. */
export function kebabCase(name: string): string {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1-$2')
    .replace(/([A-Z]+)([A-Z][a-z])/g, '$1-$2')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
}

/**
 * When the output directory is the docs instance's own directory, the plugin prefixes
 * every sidebar id with the directory's last segment (`developer/list-tasks`).
 */
const MISPLACED_PREFIX = /^developer\//;

/**
 * Removes that prefix and, within each tag, lists the operations before the schemas
 * (the plugin puts schemas first).
 */
export function fixSidebar(items: readonly SidebarItem[]): SidebarItem[] {
  const isSchema = (item: SidebarItem): boolean => item.className === 'schema';
  const ordered = [...items.filter((item) => !isSchema(item)), ...items.filter(isSchema)];
  return ordered.map((item) => ({
    ...item,
    ...(item.id === undefined ? {} : { id: item.id.replace(MISPLACED_PREFIX, '') }),
    ...(item.link?.id === undefined ? {} : { link: { ...item.link, id: item.link.id.replace(MISPLACED_PREFIX, '') } }),
    ...(item.items === undefined ? {} : { items: fixSidebar(item.items) }),
  }));
}

/** Points an operation page's explorer at the overview (/developer), where authentication is described. */
export function fixApiPage(text: string): string {
  return text.replace(/^info_path: .*$/m, 'info_path: developer');
}

/**
 * The plugin lower-cases schema names into ids (`certificationdefinition`); the site
 * links schemas as /developer/schemas/<kebab-case name>, so each page gets that slug.
 * A schema page shows the schema on its own, with the theme's component rather than the
 * site's, which renders it as an item of an operation's list (src/theme/Schema).
 */
export function fixSchemaPage(text: string): string {
  const title = /^title: "(.+)"$/m.exec(text)?.[1];
  if (title === undefined) throw new Error('generated schema page has no title');
  return text
    .replace(/^---\n/, `---\nslug: /schemas/${kebabCase(title)}\n`)
    .replace('import Schema from "@theme/Schema";', 'import Schema from "@theme-original/Schema";');
}

/** The generator's version badge on the overview, as it writes it. */
const VERSION_BADGE =
  /<span\n\s*className=\{"theme-doc-version-badge badge badge--secondary"\}\n\s*children=\{"Version: ([^"]+)"\}\n>\n<\/span>/;

/**
 * The overview's "Version: x" badge says what it is the version of and links to the section on API
 * versions (src/components/ApiVersions, imported by openapi/templates/info.mdx.mustache).
 */
export function fixInfoPage(text: string): string {
  const badge = VERSION_BADGE.exec(text);
  if (!badge) throw new Error('generated overview page has no version badge in the form the site replaces');
  return text.replace(badge[0], `<ApiVersionBadge version=${JSON.stringify(badge[1])} />`);
}
