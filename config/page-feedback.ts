/**
 * "Was this page helpful?" under each guide page, posted to FEEDBACK_ENDPOINT. Without it the plugin
 * is not loaded at all: no control, no script, no request.
 */
import type { PluginConfig } from '@docusaurus/types';
import pageFeedbackPlugin, { feedbackEndpoint } from '../src/plugins/page-feedback/node';

export const pageFeedback = { endpoint: feedbackEndpoint(process.env.FEEDBACK_ENDPOINT) };

export const pageFeedbackPlugins: PluginConfig[] = pageFeedback.endpoint
  ? [pageFeedbackPlugin({ endpoint: pageFeedback.endpoint })]
  : [];
