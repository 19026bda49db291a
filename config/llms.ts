/**
 * Pages for people and for their assistants: the Markdown twin of every page with `llms.txt` and
 * `llms-full.txt` (src/plugins/llms-txt), and glossary tooltips wrapped into the guides at build
 * time from the glossary page's own data (src/plugins/glossary-terms).
 */
import type { PluginConfig } from '@docusaurus/types';
import { glossary } from '../src/data/glossary';
import glossaryTerms, { type GlossaryTermsOptions } from '../src/plugins/glossary-terms';
import llmsTxtPlugin, { type LlmsTxtOptions } from '../src/plugins/llms-txt';
import { apiReference } from './api-reference';

const glossaryTermsOptions = {
  entries: glossary,
  // The glossary page lists every term already; a tooltip there would repeat the line beside it.
  skipFiles: ['user/glossary.mdx'],
} satisfies GlossaryTermsOptions;

/**
 * For the guides' docs plugin only: the API reference is generated and gets no tooltips. A plugin
 * function rather than [plugin, options]: Docusaurus copies plugin options into the script of every
 * page, where the glossary would weigh ≈ 5 KiB gzipped.
 */
export const glossaryRemarkPlugins = [() => glossaryTerms(glossaryTermsOptions)];

const llmsTxtOptions = {
  mainPluginId: 'default',
  api: { pluginId: apiReference.docsPluginId, specPath: apiReference.specPath },
} satisfies LlmsTxtOptions;

export const llmsTxtPlugins: PluginConfig[] = [llmsTxtPlugin(llmsTxtOptions)];
