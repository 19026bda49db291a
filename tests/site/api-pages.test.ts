/**
 * Every operation page of the Developer Guide carries, in its built HTML, what the operation takes
 * and returns: a reader without scripts, a crawler, find-in-page before the scripts run and the
 * site's search index all read it there: with the api-item override the theme's components render on
 * the server (src/theme/ApiItem/BrowserFromFirstRender.tsx), without it the wrappers of
 * src/components/ApiSchemaInHtml render them until the page runs. The names
 * come from openapi/tessera.yaml: each parameter under its location's heading, each top-level field of
 * the request body in the body's schema, and each top-level field of a response in its status's tab.
 */
import type { CheerioAPI } from 'cheerio';
import type { AnyNode } from 'domhandler';
import { describe, expect, it } from 'vitest';
import { apiReference } from '../../config/api-reference';
import { site } from '../../config/site';
import { operationNames } from '../../lib/openapi/operation-names';
import { readSpec } from '../../lib/openapi/spec-source';
import { fileForPath, loadHtml } from './built-site';

const operations = operationNames(readSpec(apiReference.specPath));

/** The names shown as parameters or schema properties inside `scope`. */
function propertyNames($: CheerioAPI, scope: AnyNode | AnyNode[]): Set<string> {
  return new Set(
    $(scope)
      .find('.openapi-schema__property')
      .map((_, element) => $(element).text().trim())
      .get(),
  );
}

function pageOf(slug: string): CheerioAPI {
  const pathname = `${site.baseUrl}${apiReference.routeBasePath}/${slug}`;
  const file = fileForPath(pathname);
  if (!file) throw new Error(`${pathname}: no page in the build`);
  return loadHtml(file);
}

const missing = (shown: Set<string>, names: readonly string[]): string[] => names.filter((name) => !shown.has(name));

describe('the built HTML of every operation page', () => {
  it('covers every operation of the API description', () => {
    expect(operations.length).toBeGreaterThanOrEqual(20);
    expect(operations.filter((operation) => operation.parameters.length > 0).length).toBeGreaterThan(10);
  });

  it.each(operations)('$slug lists each parameter under its location', ({ slug, parameters }) => {
    const $ = pageOf(slug);
    // The theme groups parameters in one block per location, headed "Path Parameters", "Query Parameters"…
    const shown = $('details.openapi-markdown__details')
      .toArray()
      .flatMap((group) => {
        const location = /^(\w+) Parameters$/.exec($(group).children('summary').text().trim())?.[1]?.toLowerCase();
        return location ? [...propertyNames($, group)].map((name) => `${location} ${name}`) : [];
      });
    const expected = parameters.map((parameter) => `${parameter.in} ${parameter.name}`);
    expect(missing(new Set(shown), expected), `${slug}: parameters missing from the HTML`).toEqual([]);
  });

  it.each(operations)('$slug shows each top-level field of its request body', ({ slug, requestFields }) => {
    const $ = pageOf(slug);
    const body = $('details.openapi-markdown__details.mime').toArray();
    expect(missing(propertyNames($, body), requestFields), `${slug}: request fields missing from the HTML`).toEqual([]);
  });

  it.each(operations)('$slug shows each response, with the top-level fields of its body', ({ slug, responses }) => {
    const $ = pageOf(slug);
    const tabs = $('.openapi-tabs__response-code-item')
      .map((_, element) => $(element).text().trim())
      .get();
    expect(tabs, `${slug}: response statuses`).toEqual(responses.map((response) => response.status));
    const panels = $('.openapi-tabs__response-code-item')
      .first()
      .closest('.openapi-tabs__container')
      .find('> div > [role="tabpanel"]')
      .toArray();
    expect(panels).toHaveLength(responses.length);
    responses.forEach(({ status, fields }, index) => {
      const shown = propertyNames($, $(panels[index]).find('details.openapi-markdown__details.response').toArray());
      expect(missing(shown, fields), `${slug}: fields of the ${status} response missing from the HTML`).toEqual([]);
    });
  });
});
