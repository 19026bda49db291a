import { describe, expect, it } from 'vitest';
import { overridesOffVariable } from '../../../../lib/overrides/manifest';
import { applyThemeComponentSwitches, keyCacheToOverrides } from './index';

/** Docusaurus' aliases for a site that has its own CodeBlock, as its theme-aliases code makes them. */
const aliases = (): Record<string, string> => ({
  '@theme/CodeBlock': '/site/src/theme/CodeBlock/index.tsx',
  '@theme-original/CodeBlock': '/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/index.js',
  '@theme/CodeBlock/Content': '/site/src/theme/CodeBlock/Content/index.tsx',
  '@theme-original/CodeBlock/Content': '/node_modules/@docusaurus/theme-classic/lib/theme/CodeBlock/Content/index.js',
  '@theme/ApiItem': '/site/src/theme/ApiItem/index.tsx',
  '@theme-original/ApiItem': '/node_modules/docusaurus-theme-openapi-docs/lib/theme/ApiItem/index.js',
  '@theme/Markdown': '/site/src/theme/Markdown/index.tsx',
  '@theme-original/Markdown': '/node_modules/docusaurus-theme-openapi-docs/lib/theme/Markdown/index.js',
  '@theme/ArrayBrackets': '/site/src/theme/ArrayBrackets/index.tsx',
  '@theme-original/ArrayBrackets': '/node_modules/docusaurus-theme-openapi-docs/lib/theme/ArrayBrackets/index.js',
  '@theme/Error': '/site/src/theme/Error/index.tsx',
  '@theme-original/Error': '/node_modules/@docusaurus/core/lib/client/theme-fallback/Error/index.js',
});

describe('the theme components of the override manifest', () => {
  it('stay ours while their override is on', () => {
    const map = aliases();
    applyThemeComponentSwitches(map, {});
    expect(map).toEqual(aliases());
  });

  it('go back to the theme’s own when their override is off', () => {
    const map = aliases();
    applyThemeComponentSwitches(map, { [overridesOffVariable]: 'code-block-content' });
    expect(map['@theme/CodeBlock/Content']).toBe(map['@theme-original/CodeBlock/Content']);
    expect(map['@theme/CodeBlock']).toBe('/site/src/theme/CodeBlock/index.tsx');
  });

  it('fail the build, naming the override, when no theme has the component any more', () => {
    const map: Record<string, string> = aliases();
    delete map['@theme-original/Markdown'];
    expect(() => {
      applyThemeComponentSwitches(map, {});
    }).toThrow(/Override openapi-markdown: no theme has a component Markdown any more/);
  });
});

describe('the persistent cache', () => {
  const versionWith = (env: NodeJS.ProcessEnv): string => {
    const config = { experiments: { cache: { type: 'persistent', version: 'docusaurus-3.10.2' } } };
    keyCacheToOverrides(config, env);
    return config.experiments.cache.version;
  };

  it('is kept apart for builds with other overrides on, which would otherwise restore modules swapped otherwise', () => {
    expect(versionWith({})).toMatch(/^docusaurus-3\.10\.2-overrides-[0-9a-f]{12}$/);
    expect(versionWith({ [overridesOffVariable]: 'route-sections' })).not.toBe(versionWith({}));
    expect(versionWith({ [overridesOffVariable]: '' })).toBe(versionWith({}));
  });
});
