/**
 * The code samples of the API reference: for each operation and each language tab, the request
 * its own examples describe (./request.ts), written by one small template per language
 * (./templates). `npm run gen:api` puts them into the description the OpenAPI plugin reads, as
 * each operation's `x-codeSamples`, and the theme shows them in place of the samples its own
 * generators write in the browser (`hideGeneratedSnippets`, config/api-reference.ts).
 * `npm run test:samples` runs the same samples against the mock server.
 */
import { isObject, type JsonObject, type SpecSource } from '../spec-source';
import { sampleRequests, type SampleRequest } from './request';
import type { SampleContext, SampleTemplate } from './template';
import { csharp } from './templates/csharp';
import { curl } from './templates/curl';
import { go } from './templates/go';
import { java } from './templates/java';
import { nodejs } from './templates/nodejs';
import { powershell } from './templates/powershell';
import { python } from './templates/python';

export { sampleRequests, type SampleRequest } from './request';
export type { SampleContext, SampleTemplate } from './template';

/** The language tabs, in their order on the page. */
export const sampleTemplates: readonly SampleTemplate[] = [curl, nodejs, python, java, go, csharp, powershell];

export interface CodeSample {
  request: SampleRequest;
  template: SampleTemplate;
  fileName: string;
  source: string;
}

/** Every sample of the description: each request in each language. */
export function codeSamples(source: SpecSource, context: SampleContext): CodeSample[] {
  return sampleRequests(source).flatMap((request) =>
    sampleTemplates.map((template) => ({
      request,
      template,
      fileName: template.fileName(request),
      source: template.render(request, context),
    })),
  );
}

/** A copy of the description whose operations carry their samples as `x-codeSamples`. */
export function withCodeSamples(source: SpecSource, context: SampleContext): JsonObject {
  const samples = codeSamples(source, context);
  const root = structuredClone(source.root);
  const paths = isObject(root.paths) ? root.paths : {};
  for (const pathItem of Object.values(paths)) {
    if (!isObject(pathItem)) continue;
    for (const operation of Object.values(pathItem)) {
      if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
      if (operation['x-codeSamples'] !== undefined) {
        throw new Error(
          `${source.file}: ${operation.operationId} has x-codeSamples; its samples are generated (lib/openapi/code-samples)`,
        );
      }
      operation['x-codeSamples'] = samples
        .filter((sample) => sample.request.operationId === operation.operationId)
        .map((sample) => ({
          lang: sample.template.lang,
          label: sample.request.exampleLabel ?? sample.template.library,
          source: sample.source,
        }));
    }
  }
  return root;
}
