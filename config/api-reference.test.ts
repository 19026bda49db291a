import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { overridesOffVariable } from '../lib/overrides/manifest';
import { apiThemeConfig, languageTabs, openApiThemeOnApiPages } from './api-reference';

describe('the OpenAPI theme', () => {
  afterEach(() => {
    vi.unstubAllEnvs();
  });

  it('keeps its components but adds no stylesheet to every page (src/theme/ApiItem imports it)', () => {
    vi.stubEnv(overridesOffVariable, '');
    const theme = openApiThemeOnApiPages({} as LoadContext);
    expect(theme.name).toBe('docusaurus-theme-openapi');
    expect(theme.getThemePath?.()).toMatch(/docusaurus-theme-openapi-docs[/\\]lib[/\\]theme$/);
    expect(theme.getClientModules?.()).toEqual([]);
  });

  it('keeps its stylesheet on every page when the api-item override is off, as nothing else imports it', () => {
    vi.stubEnv(overridesOffVariable, 'api-item');
    const theme = openApiThemeOnApiPages({} as LoadContext);
    expect(theme.getClientModules?.()).toEqual([expect.stringMatching(/styles\.scss$/)]);
  });
});

/**
 * The code-sample tabs show the samples `npm run gen:api` writes into each operation's
 * `x-codeSamples` and nothing else; these name the shape of docusaurus-theme-openapi-docs (5.2)
 * that relies on, so an upgrade that changes it fails here.
 */
describe("the OpenAPI theme's code-sample tabs", () => {
  const require = createRequire(import.meta.url);
  const snippetsDir = path.join(
    path.dirname(require.resolve('docusaurus-theme-openapi-docs/package.json')),
    'lib',
    'theme',
    'ApiExplorer',
    'CodeSnippets',
  );
  const languages = require(path.join(snippetsDir, 'languages.js')) as {
    generateLanguageSet: () => { language: string }[];
    mergeArraysbyLanguage: (a: object[], b: object[]) => { language: string; codeSampleLanguage: string }[];
    mergeCodeSampleLanguage: (
      languages: object[],
      samples: { lang: string; source: string }[],
    ) => { language: string; samples?: string[]; samplesSources?: string[] }[];
  };

  it('give each tab our sample for its language, as the theme merges them', () => {
    const samples = languageTabs.map((tab) => ({ lang: tab.codeSampleLanguage, source: `sample for ${tab.language}` }));
    const generated = languages
      .generateLanguageSet()
      .filter((set) => languageTabs.some((tab) => tab.language === set.language));
    const merged = languages.mergeCodeSampleLanguage(languages.mergeArraysbyLanguage(languageTabs, generated), samples);
    expect(merged.map((tab) => [tab.language, tab.samplesSources])).toEqual(
      languageTabs.map((tab) => [tab.language, [`sample for ${tab.language}`]]),
    );
  });

  it('hide the samples the theme generates in the browser for a tab that has its own', () => {
    expect(apiThemeConfig.api.hideGeneratedSnippets).toBe(true);
    const explorer = readFileSync(path.join(snippetsDir, '..', 'index.js'), 'utf8');
    expect(explorer).toContain('codeSamples: item["x-codeSamples"]');
    const source = readFileSync(path.join(snippetsDir, 'index.js'), 'utf8');
    expect(source).toMatch(/!\(hideGeneratedSnippets && lang\.samples\?\.length\)/);
  });
});
