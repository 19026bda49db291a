/**
 * Local plugin: fails the build when a page of the API reference ships the OpenAPI theme's
 * placeholder where its parameters, request body or responses belong. The theme draws those only in
 * the browser (BrowserOnly, with its SkeletonLoader in the HTML); src/theme/ApiItem/BrowserFromFirstRender
 * has them rendered on the server, and this check tells when an upgrade undoes that. The explorer's
 * own placeholder, in the panel that loads it on demand (`[data-api-explorer]`), belongs there.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';
import { load } from 'cheerio';
import { apiReferencePages } from '../../api-reference-split/node';

const override = 'src/theme/ApiItem/BrowserFromFirstRender.tsx';

/** The class names of the theme's placeholders in a built page, the explorer's own left out. */
export function browserOnlyPlaceholders(html: string): string[] {
  const $ = load(html);
  return $('.openapi-skeleton')
    .filter((_, element) => $(element).closest('[data-api-explorer]').length === 0)
    .map((_, element) => $(element).attr('class') ?? '')
    .get();
}

/** Throws, naming the pages and the override, when a page of the reference has such a placeholder. */
export function checkRenderedInFull(outDir: string, routeBasePath: string): void {
  const unrendered = apiReferencePages(outDir, routeBasePath).flatMap((file) => {
    const placeholders = browserOnlyPlaceholders(readFileSync(file, 'utf8'));
    return placeholders.length > 0 ? [`${path.relative(outDir, file)} (${placeholders.join(', ')})`] : [];
  });
  if (unrendered.length > 0) {
    throw new Error(
      `Override ${override} did not apply: the HTML of ${unrendered.length} API reference page(s) has the OpenAPI ` +
        `theme's browser-only placeholder instead of parameters and schemas: ${unrendered.join('; ')}. ` +
        'See "Upgrading Docusaurus" in CONTRIBUTING.md.',
    );
  }
}

export default function apiReferenceRenderedPlugin(routeBasePath: string): () => Plugin {
  return () => ({
    name: 'tessera-api-reference-rendered',
    postBuild({ outDir }) {
      checkRenderedInFull(outDir, routeBasePath);
    },
  });
}
