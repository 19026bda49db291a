/**
 * Docusaurus plugin: adds the page-feedback control under each doc page (its theme folder wraps
 * DocItem/Footer) and hands the collector's address to the browser as the plugin's global data.
 * Loaded only when an endpoint is configured (config/page-feedback.ts).
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export interface PageFeedbackOptions {
  readonly endpoint: string;
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** The configured endpoint, checked: an https: URL, or http: on the loopback address for a local collector. */
export function feedbackEndpoint(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let url: URL | undefined;
  try {
    url = new URL(value);
  } catch {
    url = undefined;
  }
  const allowed =
    url !== undefined &&
    (url.protocol === 'https:' || (url.protocol === 'http:' && loopbackHosts.has(url.hostname))) &&
    !url.username &&
    !url.password;
  if (!url || !allowed) {
    throw new Error(
      `FEEDBACK_ENDPOINT: "${value}" is not an https: URL (or http: on the loopback address) to post page feedback to`,
    );
  }
  return url.href;
}

export default function pageFeedbackPlugin(options: PageFeedbackOptions) {
  return (): Plugin => ({
    name: 'page-feedback',
    getThemePath: () => path.resolve(__dirname, '../client/theme'),
    contentLoaded({ actions }) {
      actions.setGlobalData({ endpoint: options.endpoint });
    },
  });
}
