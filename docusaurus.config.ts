import type { Config } from '@docusaurus/types';
import type * as Preset from '@docusaurus/preset-classic';
import { site, editUrl } from './config/site';
import { docsVersions } from './config/docs-versions';
import { navbar } from './config/navbar';
import { footer } from './config/footer';
import { search, searchKeyCheckPlugins } from './config/search';
import searchIndexPlugin from './src/plugins/search-index/node';
import coreOverridesPlugin from './src/plugins/core-overrides/node';
import versionRootsPlugin from './src/plugins/version-roots/node';
import { apiReference, apiReferencePlugins, apiReferenceThemes, apiThemeConfig } from './config/api-reference';
import { darkCodeTheme, lightCodeTheme } from './config/prism';
import { diagramPlugins, diagramRemarkPlugins } from './config/diagrams';
import { glossaryRemarkPlugins } from './config/glossary-terms';
import { llmsTxtPlugins } from './config/llms-txt';
import { htmlTemplate } from './config/html-template';
import { overrideEnabled } from './lib/overrides/manifest';
import { pageFeedbackPlugins } from './config/page-feedback';
import { securityTxtPlugins } from './config/security-txt';
import admonitionSyntax from './src/plugins/admonition-syntax/node';
import compileHintsPlugin from './src/plugins/compile-hints/node';
import { sidebarItemsGenerator } from './config/sidebar-items';
import { additionalLanguages, codeHighlightingPlugins, codeRemarkPlugins } from './config/code-highlighting';

// The spec keeps broken links at "warn"; the test suite fails on them instead (tests/site).
const brokenLinkPolicy = 'warn';

const docs = {
  path: 'docs',
  routeBasePath: '/',
  sidebarPath: './sidebars.ts',
  sidebarItemsGenerator,
  editUrl,
  showLastUpdateTime: true,
  beforeDefaultRemarkPlugins: diagramRemarkPlugins,
  remarkPlugins: [admonitionSyntax, ...glossaryRemarkPlugins, ...codeRemarkPlugins],
  lastVersion: 'current',
  versions: docsVersions,
} satisfies Preset.Options['docs'];

const themeConfig = {
  image: 'img/social-card.png',
  metadata: [{ name: 'robots', content: 'index, follow' }],
  colorMode: { defaultMode: 'light', disableSwitch: false, respectPrefersColorScheme: true },
  announcementBar: {
    id: 'release-3-2',
    content: 'Tessera 3.2 is out: webhook nodes in workflows and new Atlassian and Google Sheets connectors.',
    isCloseable: true,
    // Set inline by the theme: variables let custom.css give the bar each colour mode's colours.
    backgroundColor: 'var(--tessera-announcement-background)',
    textColor: 'var(--tessera-announcement-color)',
  },
  docs: { sidebar: { hideable: false, autoCollapseCategories: false }, versionPersistence: 'localStorage' },
  tableOfContents: { minHeadingLevel: 2, maxHeadingLevel: 3 },
  navbar,
  footer,
  prism: {
    theme: lightCodeTheme,
    darkTheme: darkCodeTheme,
    additionalLanguages,
  },
  ...apiThemeConfig,
} satisfies Preset.ThemeConfig;

export default {
  title: site.title,
  tagline: site.tagline,
  favicon: 'img/favicon.svg',
  url: site.url,
  baseUrl: site.baseUrl,
  trailingSlash: false,
  onBrokenLinks: brokenLinkPolicy,
  onBrokenAnchors: brokenLinkPolicy,
  future: { v4: true, faster: true },
  i18n: { defaultLocale: 'en', locales: ['en'], localeConfigs: { en: { label: 'English', htmlLang: 'en-US' } } },
  markdown: { hooks: { onBrokenMarkdownLinks: brokenLinkPolicy } },
  themes: apiReferenceThemes,
  plugins: [
    ...apiReferencePlugins,
    searchIndexPlugin({ search, versionPersistence: themeConfig.docs.versionPersistence }),
    ...llmsTxtPlugins,
    ...diagramPlugins,
    ...codeHighlightingPlugins,
    versionRootsPlugin({
      versionPaths: Object.entries(docs.versions).flatMap(([name, version]) =>
        name === 'current' ? [] : [version.path],
      ),
    }),
    coreOverridesPlugin,
    compileHintsPlugin,
    ...securityTxtPlugins,
    ...searchKeyCheckPlugins,
    ...pageFeedbackPlugins,
  ],
  customFields: { search },
  staticDirectories: ['static', apiReference.staticDir],
  presets: [
    [
      'classic',
      {
        docs,
        blog: false,
        theme: { customCss: './src/css/custom.css' },
        sitemap: { changefreq: 'weekly', priority: 0.5, ignorePatterns: ['/docs/tags/**'], filename: 'sitemap.xml' },
      } satisfies Preset.Options,
    ],
  ],
  themeConfig,
  ...(overrideEnabled('html-template') ? { ssrTemplate: htmlTemplate } : {}),
} satisfies Config;
