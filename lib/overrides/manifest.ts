/**
 * Every replacement of a Docusaurus or theme internal, one entry each: a module swapped in the
 * bundles, a generated module or emitted runtime rewritten, the HTML template, a theme component
 * ejected rather than wrapped, a bundle split Docusaurus has no option for, a script that draws a
 * page before React does. Each says which of our files make it, which upstream files it replaces,
 * copies or relies on (with their sha256: `manifest.test.ts` beside this fails naming
 * the entry when an upgrade changes one), why no option does it, the gain that pays for it (the
 * bench and its figure, measured on and off in one run), and whether it is on.
 *
 * An entry is switched off here (`enabled: false`) or for one build with `TESSERA_OVERRIDES_OFF`,
 * `all` or a comma list of ids: the site then runs Docusaurus' own code there. The build with every
 * entry off passes the unit and site suites but for the tests of what the overrides buy (page
 * weight, entry bundle, page shell), so that an upgrade can go ahead with an override off while it
 * is ported. CONTRIBUTING.md, "Upgrading Docusaurus", lists these entries (a test keeps it so).
 */

/** An upstream file as `<package>/<path>`, the way the installed package lays it out, and its sha256. */
export interface UpstreamFile {
  readonly file: string;
  readonly sha256: string;
}

export type Bundle = 'client' | 'server';

/** An upstream module the bundles get in a version of ours, matched by the upstream file's real path. */
export interface ModuleSwap {
  readonly upstream: string;
  /** From the site's root. */
  readonly replacement: string;
  readonly bundles: readonly Bundle[];
}

export interface Gain {
  /** The `npm run bench:*` command, and the page or figure it prints. */
  readonly bench: string;
  /** On against off, measured in one run (same machine, same commit but for the switch). */
  readonly figure: string;
}

export interface Override {
  readonly id: string;
  /** Our files that make the override, from the site's root. */
  readonly files: readonly string[];
  /** What it replaces, copies or relies on. */
  readonly upstream: readonly UpstreamFile[];
  /** Module swaps (core-overrides/node/replace-modules.ts applies and checks them). */
  readonly swaps?: readonly ModuleSwap[];
  /** Theme components of ours, by `@theme/` name, that replace the theme's instead of wrapping it. */
  readonly themeComponents?: readonly string[];
  /** Overrides it cannot work without: it is off when one of them is. */
  readonly requires?: readonly string[];
  /** What it changes, and why no option, wrapper or smaller change does it. */
  readonly reason: string;
  readonly gain: Gain;
  readonly enabled: boolean;
}

const docusaurusCore = '@docusaurus/core/lib';
const themeClassic = '@docusaurus/theme-classic/lib';
const openApiTheme = 'docusaurus-theme-openapi-docs/lib';

export const overrides = [
  {
    id: 'route-sections',
    files: [
      'src/plugins/core-overrides/node/route-sections.ts',
      'src/plugins/core-overrides/node/route-sections-codegen.ts',
      'src/plugins/core-overrides/client/route-sections-client.ts',
      'src/client/route-table.ts',
      'src/plugins/core-overrides/node/section-preload.ts',
      'src/plugins/core-overrides/client/docs-version-data.ts',
    ],
    upstream: [
      // Writes routes.js, registry.js and routesChunkNames.json.
      {
        file: `${docusaurusCore}/server/codegen/codegenRoutes.js`,
        sha256: '6bdf7133ebc411f96e918619faf14543239e27adebe60f4bbb081a392349689c',
      },
      // Writes globalData.json.
      {
        file: `${docusaurusCore}/server/codegen/codegen.js`,
        sha256: '611cf627307a668cad034f2a00e6218347b0fb9136cac2fe6ec9d3cff39a57df',
      },
      // Renders the top-level routes once; nested ones are read on each render.
      {
        file: `${docusaurusCore}/client/App.js`,
        sha256: '1442f48492b535165d7e2767d4d1615713bb517a883c5142113740aaef086cba',
      },
      // Awaits preload(pathname) before the first render ...
      {
        file: `${docusaurusCore}/client/clientEntry.js`,
        sha256: 'a9d6514eaf79c05c7d5275b5139298a5467c1c8339ab8a887c5d8ba61aff9871',
      },
      // ... and before each client-side navigation.
      {
        file: `${docusaurusCore}/client/PendingNavigation.js`,
        sha256: '1c489db32b5665b06586dc471d29def9cab8a8f4acac9863775dd378716ce4d0',
      },
      // Nests each version's doc routes under DocsRoot, DocVersionRoot (version metadata props) and DocRoot.
      {
        file: '@docusaurus/plugin-content-docs/lib/routes.js',
        sha256: '5292463cb424aa027fbebf9c14b4f2f29bfdc557659f18e5b00df60200458a35',
      },
      // Puts every sidebar and doc of a version in its metadata.
      {
        file: '@docusaurus/plugin-content-docs/lib/props.js',
        sha256: '26b2e7cd95c0f81203f657442942280cb73a1da075148941b240c5f5c11adcad',
      },
      // DocRoot reads docsSidebars[name] of the version; DocCard reads docs[id].
      {
        file: '@docusaurus/plugin-content-docs/lib/client/docsUtils.js',
        sha256: 'cab6060db00dcb796b74288d22d84fac9f64ea83c0b20a109ed377b35726f6d6',
      },
      // The version dropdown and banner find a doc's other versions in the global data.
      {
        file: '@docusaurus/plugin-content-docs/lib/client/docsClientUtils.js',
        sha256: '444c91b32c4a549ccf1710e995635887b6cd2433e6dce6a2bfbf17ecc2bf6ca3',
      },
    ],
    // The client loads sections through preload.ts (route-preload) and makes their routes' components lazily.
    requires: ['component-creator', 'route-preload'],
    reason:
      "replaces the generated @generated/routes, registry, routesChunkNames and globalData in the production client bundle with per-section modules, so that main.js holds no page's route or data",
    gain: {
      bench: 'page weight (lib/page-weight: gzip script a page loads to start)',
      figure:
        'measured with chunk-files, both off: a doc page 172.8 KiB on against 203.2 off (-30.4), an API operation 300.1 against 328.5, main.js 102.5 against 126.8; bench:size, the JS a doc page transfers 198.0 KiB against 224.3',
    },
    enabled: true,
  },
  {
    id: 'chunk-files',
    files: ['src/plugins/core-overrides/node/chunk-files.ts'],
    upstream: [
      // Adds `__webpack_require__.gca`, the chunk name to id map.
      {
        file: `${docusaurusCore}/webpack/plugins/ChunkAssetPlugin.js`,
        sha256: 'd1fdb10641cef8bb8460f9f9e48dc18d0f86065e8c6e6d7422d5be18147f3257',
      },
      // Rspack's runtime is generated by its native binding: its version stands for the `u` function's shape.
      {
        file: '@rspack/core/package.json',
        sha256: '00491edfb9e0218ed9d068de752b2cfd43a95843b37a4fe930bdb0bde72dfde3',
      },
    ],
    requires: ['route-sections'],
    reason:
      "rewrites the chunk maps of the emitted runtime~main.js: section chunks carry their pages' file names, so the runtime does not grow by one entry per page",
    gain: {
      bench: 'page weight (lib/page-weight: gzip script a page loads to start)',
      figure: 'measured with route-sections, both off: runtime~main.js 3.1 KiB on against 11.0 off, on every page',
    },
    enabled: true,
  },
  {
    id: 'route-prefetch',
    files: ['src/plugins/core-overrides/client/route-prefetch.ts', 'src/plugins/core-overrides/client/chunks.ts'],
    upstream: [
      {
        file: `${docusaurusCore}/client/docusaurus.js`,
        sha256: 'b0d1dbdc1e3a706fe1ffd91c726d8348c5e4ed6ac95a716f549eb58127a4b202',
      },
    ],
    swaps: [
      {
        upstream: `${docusaurusCore}/client/docusaurus.js`,
        replacement: 'src/plugins/core-overrides/client/route-prefetch.ts',
        bundles: ['client'],
      },
    ],
    reason:
      'each route and file is prefetched once, with a route lookup built once instead of on every link, and route sections are prefetched before their pages',
    gain: {
      bench: 'bench:pages (mobile, 3 runs)',
      figure:
        "off alone, one run: a doc page TBT 190 ms against 122 on (score 0.97 against 0.99); an API operation page showed none (TBT 394 off, 424 on, within that run's spread)",
    },
    enabled: true,
  },
  {
    id: 'route-preload',
    files: ['src/plugins/core-overrides/client/preload.ts'],
    upstream: [
      {
        file: `${docusaurusCore}/client/preload.js`,
        sha256: '8c1e3de18d307e2fb4aee43f765f1d06b05357889b9923467bef44a358683542',
      },
    ],
    swaps: [
      {
        upstream: `${docusaurusCore}/client/preload.js`,
        replacement: 'src/plugins/core-overrides/client/preload.ts',
        bundles: ['client'],
      },
    ],
    reason:
      "a route's chunks are preloaded in tasks of their own, one per route component, after main.js' longest task, once the route sections the path needs have loaded",
    gain: {
      bench: 'bench:pages (mobile, 3 runs)',
      figure:
        "off (with route-sections and chunk-files, which need it), one run: a doc page TBT 203 ms against 122 on, script 221.4 KiB against 195.1; an API operation page's script 355.3 against 330.6, its TBT no gain shown (393 off, 424 on); one task per route component against one for all, same commit otherwise (Chromium traces at 1x, 4 loads each): an API operation page's longest preload task 6.1-10.3 ms of CPU against 10.7-11.8; bench:pages, 5 runs, same run: TBT an API operation page 208 ms against 259, a doc page 20 against 61, the search page 37 against 101",
    },
    enabled: true,
  },
  {
    id: 'component-creator',
    files: ['src/plugins/core-overrides/client/component-creator.ts'],
    upstream: [
      {
        file: `${docusaurusCore}/client/exports/ComponentCreator.js`,
        sha256: '5f99bdbd725f6e0b2943d25f99c93205952e9b45ac78c76b63f62a767bbba363',
      },
    ],
    swaps: [
      {
        upstream: `${docusaurusCore}/client/exports/ComponentCreator.js`,
        replacement: 'src/plugins/core-overrides/client/component-creator.ts',
        bundles: ['client', 'server'],
      },
    ],
    reason: "the route table makes a route's component when the route is first used, not all ~720 as main.js starts",
    gain: {
      bench: 'bench:pages (mobile, 3 runs)',
      figure:
        "off (with route-sections and chunk-files, which need it), one run: a doc page TBT 354 ms against 122 on (score 0.92 against 0.99), script 221.8 KiB against 195.1; an API operation page's script 355.7 against 330.6, its TBT no gain shown (302 off, 424 on)",
    },
    enabled: true,
  },
  {
    id: 'no-prism-languages',
    files: ['src/plugins/code-highlighting/client/no-prism-languages.ts'],
    upstream: [
      {
        file: `${themeClassic}/prism-include-languages.js`,
        sha256: 'a464a26897ccb5b2a509dcec3fd9b35e7038c1ee91f7f8863c7096e991af8774',
      },
    ],
    swaps: [
      {
        upstream: `${themeClassic}/prism-include-languages.js`,
        replacement: 'src/plugins/code-highlighting/client/no-prism-languages.ts',
        bundles: ['client', 'server'],
      },
    ],
    reason:
      'code is highlighted at build time (src/plugins/code-highlighting), so no page builds every Prism grammar as it starts',
    gain: {
      bench: 'page weight (lib/page-weight: gzip script a page loads to start)',
      figure:
        'measured with code-block-content, openapi-markdown and api-reference-split, all four off: a doc page 172.8 KiB on against 204.8 off (-32.0), an API operation 300.1 against 378.0',
    },
    enabled: true,
  },
  {
    id: 'html-template',
    files: ['config/html-template.ts'],
    upstream: [
      {
        file: `${docusaurusCore}/ssg/ssgTemplate.html.js`,
        sha256: '5d6584e4a61b22d44bbbd7fe92a7a30352564b5a1dc89853a9bdbbf14d092597',
      },
    ],
    reason:
      "Docusaurus' page template with the entry scripts preloaded and run once the first frame is painted, instead of deferred: the article shows before the client starts (no option sets how the scripts start)",
    gain: {
      bench: 'bench:pages (mobile, 3 runs)',
      figure:
        'off alone, one run: a doc page LCP 1770 ms against 1278 on, TBT 208 against 122; an API operation page LCP 2015 against 1446',
    },
    enabled: true,
  },
  {
    id: 'code-block',
    files: ['src/theme/CodeBlock/index.tsx'],
    upstream: [
      {
        file: `${themeClassic}/theme/CodeBlock/index.js`,
        sha256: '639f8655d319e123c4efa5223a42078d3e98ea361e206f6f1bfb87b080a28904',
      },
    ],
    themeComponents: ['CodeBlock'],
    reason:
      'the code block renders once: the original remounts every code block once the page has hydrated, inside itself, where a wrapper cannot reach',
    gain: {
      bench: 'bench:pages (mobile, 3 runs)',
      figure:
        'off alone, one run: a doc page TBT 187 ms against 122 on (score 0.97 against 0.99); an API operation page showed none (TBT 258 off, 424 on)',
    },
    enabled: true,
  },
  {
    id: 'code-block-content',
    files: ['src/theme/CodeBlock/Content/index.tsx'],
    upstream: [
      {
        file: `${themeClassic}/theme/CodeBlock/Content/index.js`,
        sha256: '0d361f5894590ea483a8cd846925bf41d85301eed29e0cfb4dc515128ab35556',
      },
    ],
    themeComponents: ['CodeBlock/Content'],
    reason:
      "renders the tokens the build made instead of highlighting with Prism in the browser; the original imports prism-react-renderer's highlighter, which importing it as a wrapper would put back on every page",
    gain: {
      bench: 'page weight (lib/page-weight: gzip script a page loads to start)',
      figure:
        'measured with no-prism-languages, openapi-markdown and api-reference-split, all four off: a doc page 172.8 KiB on against 204.8 off (-32.0)',
    },
    enabled: true,
  },
  {
    id: 'api-item',
    files: [
      'src/theme/ApiItem/index.tsx',
      'src/theme/ApiItem/BrowserFromFirstRender.tsx',
      'src/theme/ApiItem/DeferredApiExplorer.tsx',
      'src/plugins/api-reference-rendered/node/index.ts',
      'config/api-reference.ts',
    ],
    upstream: [
      {
        file: `${openApiTheme}/theme/ApiItem/index.js`,
        sha256: 'fd059f169de5c073fa3e6b57a6574f105e51c3656c57ea53146a65807848f878',
      },
      // BrowserFromFirstRender tells these browser-only parts that they are in the browser, on the server too.
      {
        file: `${openApiTheme}/theme/ParamsDetails/index.js`,
        sha256: 'be8427f1a1366eb471d04870a755e371354021cae9fee4f1e7f4b799f3f490a9',
      },
      {
        file: `${openApiTheme}/theme/RequestSchema/index.js`,
        sha256: 'ce06b111abfc642545c3750df1e7621c0aa5793fd4408aa85b9784560617a8b2',
      },
      {
        file: `${openApiTheme}/theme/ResponseSchema/index.js`,
        sha256: '6900a2d39665bb9cdbf159afe6e0bf46514e146378b3bebb3f6b17a573d2137b',
      },
      {
        file: `${docusaurusCore}/client/exports/BrowserOnly.js`,
        sha256: '892ba970b6b6f05585d6c078c2f6449d38d8a985a9572b278f09fd46a4741016',
      },
      {
        file: `${docusaurusCore}/client/exports/useIsBrowser.js`,
        sha256: '3df5c8e89543244c519ab6787652ca9db7fc8e1c51a9ab54849481cad44f1a07',
      },
      {
        file: `${docusaurusCore}/client/browserContext.js`,
        sha256: 'f0765ea0de6c682044acc2d1f6f7d474e9ac389591a8e97f877e437c09225b4c',
      },
    ],
    themeComponents: ['ApiItem'],
    reason:
      "the API reference's page renders once, in full on the server, with the explorer (about 5 MB of script) loaded on demand; the original requires the explorer as its module loads and renders the page twice, which importing it as a wrapper would keep",
    gain: {
      bench: 'page weight (lib/page-weight: gzip script a page loads to start)',
      figure:
        "an API operation 300.1 KiB on against 993.7 off (-693.6: the explorer and its store leave the page's start-up); bench:pages (mobile, 3 runs) TBT 154 ms on against 1048 off, score 0.98 against 0.77",
    },
    enabled: true,
  },
  {
    id: 'openapi-markdown',
    files: ['src/theme/Markdown/index.tsx', 'src/theme/Markdown/RenderedMarkdown.tsx'],
    upstream: [
      {
        file: `${openApiTheme}/theme/Markdown/index.js`,
        sha256: 'a23feb9237909de9332e14ac14fb214eb255973e6f9538e1ba0b1ea6d3d0f2eb',
      },
    ],
    themeComponents: ['Markdown'],
    reason:
      "the API reference's Markdown renderer less raw-HTML support (rehype-raw and its HTML parser are a third of an operation page's script, and openapi/tessera.yaml writes no HTML), in a chunk of its own: a description the server rendered keeps its HTML as the page hydrates instead of being parsed again in the browser",
    gain: {
      bench: 'page weight (lib/page-weight: gzip script a page loads to start)',
      figure:
        'measured with no-prism-languages, code-block-content and api-reference-split, all four off: an API operation 300.1 KiB on against 378.0 off (-77.9)',
    },
    enabled: true,
  },
  {
    id: 'openapi-storage-sha1',
    files: ['src/client/openapi-storage-utils.ts', 'src/client/crypto-js-sha1.d.ts'],
    upstream: [
      {
        file: `${openApiTheme}/theme/ApiExplorer/storage-utils.js`,
        sha256: '351849df9522d8f20d8228cd9092f4a3b95af55d476f38a345ddd5739cc72622',
      },
    ],
    swaps: [
      {
        upstream: `${openApiTheme}/theme/ApiExplorer/storage-utils.js`,
        replacement: 'src/client/openapi-storage-utils.ts',
        bundles: ['client', 'server'],
      },
    ],
    reason:
      "the OpenAPI theme's storage helpers with crypto-js' SHA-1 alone instead of the whole library, which the API reference's store loads as every operation page starts; the theme has no option for it and its store cannot be wrapped without its slices",
    gain: {
      bench: 'bench:pages (mobile, 5 runs)',
      figure:
        "off alone, one run (load average 3.6–4.9): an API operation page's script 285.1 KiB off against 264.8 on, TBT 425 ms off against 205 on (score 0.89 against 0.97)",
    },
    enabled: true,
  },
  {
    id: 'array-brackets',
    files: ['src/theme/ArrayBrackets/index.tsx'],
    upstream: [
      {
        file: `${openApiTheme}/theme/ArrayBrackets/index.js`,
        sha256: 'f255f2eb4c84218b0c2ec2f36dd527bce0400a84cd31a6975b515e846134b4a2',
      },
    ],
    themeComponents: ['ArrayBrackets'],
    reason:
      'the OpenAPI theme draws "Array [" and "]" as <li> outside any list once a schema sits in its own <li>; same look as plain blocks (an accessibility fix: no figure to measure)',
    gain: { bench: 'none (markup validity, tests/e2e axe checks)', figure: 'not a speed override' },
    enabled: true,
  },
  {
    id: 'error-fallback',
    files: ['src/theme/Error/index.tsx'],
    upstream: [
      {
        file: `${docusaurusCore}/client/theme-fallback/Error/index.js`,
        sha256: '4037ad84f1980a3301bb194f07799422267d5ddd7cb0bd737b78ebf0dcdf551d',
      },
      {
        file: `${docusaurusCore}/client/exports/ErrorBoundary.js`,
        sha256: '5dfe08cabbcf370d8a111b2298d52959d8a40cbe287d44d2dc661bffc0805d40',
      },
    ],
    themeComponents: ['Error'],
    reason:
      "the outermost error boundary's fallback shows the theme's styled crash page without the layout, which may be what crashed; Docusaurus' renders the layout again",
    gain: { bench: 'none (tests/e2e/error-pages.spec.ts)', figure: 'not a speed override' },
    enabled: true,
  },
  {
    id: 'api-reference-split',
    files: ['src/plugins/api-reference-split/node/index.ts'],
    upstream: [
      // Gives the client bundle the `common` and `styles` cache groups this narrows.
      {
        file: `${docusaurusCore}/webpack/base.js`,
        sha256: 'b3c441dfc9ae516bb37243d2a502d4acf3298c0c9acd62120e644a0c067513ea',
      },
    ],
    reason:
      "keeps the API reference's modules out of the `common` chunk and its styles out of the site's stylesheet, both of which every page loads (no option narrows Docusaurus' cache groups)",
    gain: {
      bench: 'page weight (lib/page-weight: gzip script a page loads to start)',
      figure:
        'measured with no-prism-languages, code-block-content and openapi-markdown, all four off: the stylesheet every page loads 18.2 KiB gzip on against 45.3 off; main.js 102.5 against 135.8',
    },
    enabled: true,
  },
  {
    id: 'search-first-screen',
    files: [
      'src/client/search/first-screen/boot.ts',
      'src/client/search/first-screen/index.ts',
      'src/client/search/first-screen/render.ts',
      'src/client/search/first-screen/contract.ts',
      'src/plugins/search-index/node/first-screen.ts',
      'src/plugins/search-index/node/first-screen-file.ts',
      'src/plugins/search-index/node/preload-hints.ts',
    ],
    upstream: [],
    reason:
      "the search page draws its first results into the server HTML with a script of its own before React's client starts, and React takes the markup over",
    gain: {
      bench: 'bench:pages (mobile, 3 runs)',
      figure: 'the search page with a query: LCP 2050 ms on against 3189 off (-1.1 s), score 0.96 against 0.87',
    },
    enabled: true,
  },
] as const satisfies readonly Override[];

export type OverrideId = (typeof overrides)[number]['id'];

const ids: readonly string[] = overrides.map((override) => override.id);

export const overridesOffVariable = 'TESSERA_OVERRIDES_OFF';

/**
 * The ids `TESSERA_OVERRIDES_OFF` switches off: `all`, or a comma list of ids. An unknown id fails
 * at once, with the ids there are, rather than building with an override on that was meant off.
 */
export function switchedOff(value: string | undefined): ReadonlySet<string> {
  const list = (value ?? '')
    .split(',')
    .map((id) => id.trim())
    .filter((id) => id !== '');
  if (list.includes('all')) return new Set(ids);
  const unknown = list.filter((id) => !ids.includes(id));
  if (unknown.length > 0) {
    throw new Error(`${overridesOffVariable} names no override ${unknown.join(', ')}: use "all" or ${ids.join(', ')}`);
  }
  return new Set(list);
}

/** Whether an override is on for this build: enabled here, not switched off, and so is every one it requires. */
export function overrideEnabled(id: OverrideId, env: NodeJS.ProcessEnv = process.env): boolean {
  const off = switchedOff(env[overridesOffVariable]);
  const isOn = (current: string, seen: ReadonlySet<string>): boolean => {
    const override: Override | undefined = overrides.find((entry) => entry.id === current);
    if (!override || !override.enabled || off.has(current) || seen.has(current)) return false;
    return (override.requires ?? []).every((required) => isOn(required, new Set([...seen, current])));
  };
  return isOn(id, new Set());
}

/** The overrides on for this build. */
export function enabledOverrides(env: NodeJS.ProcessEnv = process.env): Override[] {
  return overrides.filter((override) => overrideEnabled(override.id, env));
}
