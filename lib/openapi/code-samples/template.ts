/** What every language's template of the code samples receives and provides. */
import type { SampleRequest } from './request';

/** The environment variables every sample reads: the bearer token, and the server (the mock by default). */
export const TOKEN_VARIABLE = 'TESSERA_TOKEN';
export const BASE_URL_VARIABLE = 'TESSERA_BASE_URL';

export interface SampleContext {
  /** The server a sample calls when TESSERA_BASE_URL is not set: the local mock server. */
  defaultBaseUrl: string;
}

export interface SampleTemplate {
  /** The language tab, as in `languageTabs` of config/api-reference.ts (postman-code-generators' key). */
  tab: string;
  /** The theme's `codeSampleLanguage` for the tab: an `x-codeSamples` entry with this `lang` shows in it. */
  lang: string;
  /** What the sample sends with, the label of its tab when the operation has one example. */
  library: string;
  /** The Prism grammar the explorer highlights the tab with. */
  highlight: string;
  /** The file a reader saves the sample as, named in its first line; the runner uses the same. */
  fileName: (request: SampleRequest) => string;
  render: (request: SampleRequest, context: SampleContext) => string;
}

/** A sample's name (`listTasks`) as a file name: `list-tasks`. */
export function kebabName(operationId: string): string {
  return operationId.replace(/([a-z0-9])([A-Z])/g, '$1-$2').toLowerCase();
}

/** A sample's name (`listTasks`) as a class name: `ListTasks`. */
export function pascalName(operationId: string): string {
  return operationId.charAt(0).toUpperCase() + operationId.slice(1);
}

export function prettyJson(value: unknown): string {
  return JSON.stringify(value, null, 2);
}

export function indent(text: string, prefix: string): string {
  return text
    .split('\n')
    .map((line) => (line === '' ? line : prefix + line))
    .join('\n');
}
