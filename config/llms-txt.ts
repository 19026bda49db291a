/**
 * Pages for people and for their assistants: the Markdown twin of every page with `llms.txt` and
 * `llms-full.txt` (src/plugins/llms-txt).
 */
import type { PluginConfig } from '@docusaurus/types';
import llmsTxtPlugin, { type LlmsTxtOptions } from '../src/plugins/llms-txt/node';
import { apiReference } from './api-reference';

const llmsTxtOptions = {
  mainPluginId: 'default',
  api: { pluginId: apiReference.docsPluginId, specPath: apiReference.specPath },
} satisfies LlmsTxtOptions;

export const llmsTxtPlugins: PluginConfig[] = [llmsTxtPlugin(llmsTxtOptions)];
