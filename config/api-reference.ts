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
import { sampleTemplates, type SampleContext } from '../lib/openapi/code-samples';
import { apiOnlyPackageDirs } from '../lib/openapi/package-closure';
import apiReferenceRendered from '../src/plugins/api-reference-rendered/node';
import apiReferenceSplit, { type SplitModule } from '../src/plugins/api-reference-split/node';
import { overrideEnabled } from '../lib/overrides/manifest';
import { codeRemarkPlugins } from './code-highlighting';

export const apiReference = {
  specPath: 'openapi/tessera.yaml',
  /**
   * The description the OpenAPI plugin generates the pages from: the spec with each operation's
   * code samples (`x-codeSamples`), written by `npm run gen:api`, never committed.
   */
  pagesSpecPath: 'generated/openapi/tessera.json',
  /** Generated MDX and sidebar (`npm run gen:api`), never committed. */
  outputDir: 'generated/developer',
  /** Hand-written pages of the Developer Guide, which `npm run gen:api` puts beside the generated ones, after the overview. */
  pagesDir: 'developer',
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
  // Code blocks of the hand-written pages (pagesDir) get their tokens at build time, as in the guides;
  // the generated pages draw their examples in the browser and have none.
  remarkPlugins: codeRemarkPlugins,
} satisfies DocsOptions;

const openApiOptions = {
  id: 'openapi',
  docsPluginId: apiReference.docsPluginId,
  config: {
    tessera: {
      specPath: apiReference.pagesSpecPath,
      outputDir: apiReference.outputDir,
      infoTemplate: 'openapi/templates/info.mdx.mustache',
      // Tags group the sidebar without pages of their own: every page adds to the route table
      // that all pages of the site load (see the page-weight benchmark).
      sidebarOptions: { groupPathsBy: 'tag' },
    },
  },
} satisfies OpenApiOptions;

/** What the code samples call by default: the mock server. */
export const codeSampleContext: SampleContext = { defaultBaseUrl: apiReference.mockServer };

/**
 * The explorer's code-sample tabs, in their order. Each shows the samples `npm run gen:api` writes
 * into the operation's `x-codeSamples` (lib/openapi/code-samples), matched by `codeSampleLanguage`,
 * and `hideGeneratedSnippets` hides the theme's own, which it writes in the browser from the
 * explorer's form (config/api-reference.test.ts checks the theme still does so).
 */
export const languageTabs = sampleTemplates.map((template) => ({
  language: template.tab,
  codeSampleLanguage: template.lang,
  highlight: template.highlight,
}));

export const apiThemeConfig = {
  // The explorer's token stays in memory; the reader may keep it in the tab (src/client/explorer-token.ts).
  // Our code samples (x-codeSamples) replace the theme's generated ones in every language tab.
  api: { authPersistence: false, hideGeneratedSnippets: true },
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
 * of the site; src/theme/ApiItem imports it instead (with that override off, the theme keeps it).
 * The build fails when the theme's client modules are no longer that stylesheet alone, as they
 * would then need a look.
 */
export function openApiThemeOnApiPages(context: LoadContext): Plugin {
  const theme = (openApiTheme as unknown as (context: LoadContext) => Plugin)(context);
  if (!overrideEnabled('api-item')) return theme;
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
      ...(overrideEnabled('api-reference-split')
        ? [apiReferenceSplit({ isApiModule, routeBasePath: apiReference.routeBasePath })]
        : []),
      // The check of what the api-item override renders on the server.
      ...(overrideEnabled('api-item') ? [apiReferenceRendered(apiReference.routeBasePath)] : []),
    ]
  : [];

export const apiReferenceThemes: PluginConfig[] = enabled ? [openApiThemeOnApiPages] : [];
