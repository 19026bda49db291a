/**
 * The Developer Guide: an API reference generated from `openapi/tessera.yaml` by
 * docusaurus-plugin-openapi-docs, served by its own docs plugin instance at
 * /docs/developer so that guide pages never carry the API explorer's code.
 */
import path from 'node:path';
import type { Options as DocsOptions } from '@docusaurus/plugin-content-docs';
import type { LoadContext, Plugin, PluginConfig } from '@docusaurus/types';
import openApiTheme from 'docusaurus-theme-openapi-docs';
import type { PluginOptions as OpenApiOptions } from 'docusaurus-plugin-openapi-docs/src/types';
import type { ThemeConfig as OpenApiThemeConfig } from 'docusaurus-theme-openapi-docs/src/types';
import { apiOnlyPackageDirs } from '../lib/openapi/package-closure';
import apiReferenceRendered from '../src/plugins/api-reference-rendered';
import apiReferenceSplit, { type SplitModule } from '../src/plugins/api-reference-split';

export const apiReference = {
  specPath: 'openapi/tessera.yaml',
  /** Generated MDX and sidebar (`npm run gen:api`), never committed. */
  outputDir: 'generated/developer',
  /** Generated downloads (spec as YAML and JSON, Postman collection), served under /docs/api/. */
  staticDir: 'generated/static',
  routeBasePath: 'developer',
  docsPluginId: 'api',
  mockServer: 'http://127.0.0.1:4010',
} as const;

const docsOptions = {
  id: apiReference.docsPluginId,
  path: apiReference.outputDir,
  routeBasePath: apiReference.routeBasePath,
  sidebarPath: `./${apiReference.outputDir}/sidebars.json`,
  docItemComponent: '@theme/ApiItem',
} satisfies DocsOptions;

const openApiOptions = {
  id: 'openapi',
  docsPluginId: apiReference.docsPluginId,
  config: {
    tessera: {
      specPath: apiReference.specPath,
      outputDir: apiReference.outputDir,
      infoTemplate: 'openapi/templates/info.mdx.mustache',
      // Tags group the sidebar without pages of their own: every page adds to the route table
      // that all pages of the site load (see the page-weight benchmark).
      sidebarOptions: { groupPathsBy: 'tag' },
    },
  },
} satisfies OpenApiOptions;

/** The explorer's code-sample languages, in the order of their tabs. */
const languageTabs = ['curl', 'nodejs', 'python', 'java', 'go', 'csharp', 'powershell'].map((language) => ({
  language,
}));

export const apiThemeConfig = {
  api: { authPersistence: 'sessionStorage' },
  languageTabs,
} satisfies Pick<OpenApiThemeConfig, 'api'> & { languageTabs: { language: string }[] };

const generatedDir = path.resolve(apiReference.outputDir) + path.sep;
const ownComponents = [path.join('src', 'theme', 'ApiItem'), path.join('src', 'components', 'Api')];

/** True for modules that only the API reference uses. */
function isApiModule(module: SplitModule): boolean {
  const resource = module.nameForCondition?.() ?? module.resource ?? '';
  return (
    resource.startsWith(generatedDir) ||
    ownComponents.some((dir) => resource.includes(dir)) ||
    apiOnlyPackageDirs(process.cwd()).some((dir) => resource.startsWith(dir))
  );
}

const themeStylesheet = path.join('docusaurus-theme-openapi-docs', 'lib', 'theme', 'styles.scss');

/**
 * The OpenAPI theme, less the client module through which it adds its stylesheet to every page
 * of the site; src/theme/ApiItem imports it instead. The build fails when the theme's client
 * modules are no longer that stylesheet alone, as they would then need a look.
 */
export function openApiThemeOnApiPages(context: LoadContext): Plugin {
  const theme = (openApiTheme as unknown as (context: LoadContext) => Plugin)(context);
  const modules = theme.getClientModules?.() ?? [];
  if (modules.length !== 1 || !modules[0].endsWith(themeStylesheet)) {
    throw new Error(
      `docusaurus-theme-openapi-docs: config/api-reference.ts expects its client modules to be ${themeStylesheet} alone, found ${modules.join(', ') || 'none'}`,
    );
  }
  return { ...theme, getClientModules: () => [] };
}

/**
 * `TESSERA_API_REFERENCE=off` builds the site without the reference; the page-weight
 * benchmark (`npm run bench:api`) compares guide pages against that build.
 */
const enabled = process.env.TESSERA_API_REFERENCE !== 'off';

export const apiReferencePlugins: PluginConfig[] = enabled
  ? [
      ['@docusaurus/plugin-content-docs', docsOptions],
      ['docusaurus-plugin-openapi-docs', openApiOptions],
      apiReferenceSplit({ isApiModule, routeBasePath: apiReference.routeBasePath }),
      apiReferenceRendered(apiReference.routeBasePath),
    ]
  : [];

export const apiReferenceThemes: PluginConfig[] = enabled ? [openApiThemeOnApiPages] : [];
