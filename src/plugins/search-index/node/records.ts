/**
 * Reads one built HTML page and emits its DocSearch records: a page record (lvl1, with the text
 * before the first heading) and one record per heading (lvl2–lvl6, with the text under it). The
 * same records feed the embedded index and the Typesense collection.
 */
import { createHash } from 'node:crypto';
import { load, type CheerioAPI } from 'cheerio';
import { isText, type AnyNode } from 'domhandler';
import {
  hierarchyLevels,
  type DocSearchRecord,
  type HierarchyLevel,
  type RecordType,
} from '../../../client/search/types';

/** Shown as lvl0 of pages outside the guides' sections (the landing page). */
const fallbackSection = 'Documentation';
/** Long tables and code listings would otherwise crowd out every other record. */
const maxContentLength = 6000;
const maxCodeLength = 500;

const itemPriority: Record<RecordType, number> = {
  lvl0: 4,
  lvl1: 5,
  lvl2: 2,
  lvl3: 1,
  lvl4: 0,
  lvl5: 0,
  lvl6: 0,
  content: 0,
};

const headingTags = new Set(['h2', 'h3', 'h4', 'h5', 'h6']);
const textBlocks = new Set(['p', 'dt', 'dd', 'figcaption', 'summary', 'caption']);
const skipped = new Set(['script', 'style', 'svg', 'button', 'nav', 'noscript', 'template', 'img', 'iframe']);
/**
 * The Request and Responses headings of an API operation page (docusaurus-plugin-openapi-docs' tab
 * headings) say nothing a reader searches for: their parameters and fields belong to the operation's
 * own record, and they take no result slot of their own.
 */
const apiTabHeadings = '.openapi-tabs__heading';
/** A schema page of the API reference (docusaurus-plugin-openapi-docs' schema panel). */
const apiSchemaPanel = '.openapi-left-panel__container.schema';
/**
 * Schema pages repeat field names that are everyday words (status, owner, request): they rank below
 * guides and operation pages unless a query names them, which the engine's compound boost serves.
 */
const referencePagePriority = -8;
/**
 * An operation page now holds its parameters and its request and response schemas in full, the
 * everyday field names (status, owner, request, application) with them: it ranks below the guides
 * for everyday words, above schema pages, and first for its own names (compound boost, keywords).
 */
const operationPagePriority = -4;
/**
 * The glossary's entries are short and name their word in a heading, so they would outrank the page
 * a reader who names a job wants, or, for a name of the API typed whole (`correlationId`), the
 * operations that take it: they rank with the schema pages. A definition question asks for them and
 * gets them (engine.ts).
 */
const glossaryPagePriority = referencePagePriority;
/**
 * Every record of the API reference answers "API": a reader who adds the word to a query ("roles
 * api", "certification api") asks for the reference, not the guides' own "Do it with the API".
 */
const apiReferenceKeyword = 'API reference';
/**
 * A task page (one with a Steps section, as CONTRIBUTING.md asks of every procedure) is what a reader
 * who names a job wants: it ranks above the overviews and tutorials that mention the same job, its
 * sections above their page records.
 */
const taskPagePriority = 4;
const stepsHeading = /^steps$/i;

/** Whether a page's records are those of a task page: one with a Steps section. */
export function isTaskPage(records: readonly Pick<DocSearchRecord, 'type' | 'hierarchy'>[]): boolean {
  return records.some((record) => record.type === 'lvl2' && stepsHeading.test(record.hierarchy.lvl2 ?? ''));
}
const httpOperation = /(GET|POST|PUT|PATCH|DELETE|HEAD|OPTIONS)\s+(\/[\w\-./{}:]+)/g;

const clean = (text: string): string => text.replace(/[\u200b\s]+/g, ' ').trim();

/** An API operation page's method and path, as the OpenAPI theme marks them. */
const apiMethodEndpoint = '.openapi__method-endpoint';
/** On an API operation page, the name of a parameter or of a schema field, as the OpenAPI theme marks it. */
const apiPropertyName = '.openapi-schema__property';
/**
 * A name of several words run together (`ReconciliationBatchId`, `correlationId`, `user_id`). The
 * search indexes body text word by word, so only the record's keywords keep such a name whole; a
 * one-word name (`pagesize`, `status`) is found in the text, and as a keyword would lift API pages
 * for everyday words.
 */
const compoundName = /[a-z][A-Z]|[\p{L}\p{N}][-_][\p{L}\p{N}]/u;
/**
 * The OpenAPI theme's tab lists of media types and of schema and examples: labels ("application/json",
 * "Schema", "Example (auto)") that say nothing of the operation. The list of response statuses stays.
 */
const apiTabLabels = '.openapi-tabs__mime, .openapi-tabs__schema';

/**
 * An element's text with its parts apart. The OpenAPI theme writes a field's name, type, "required"
 * and description in adjacent elements with nothing between them, which `.text()` glued into one
 * word ("ReconciliationBatchIdObjectIdrequired"); a paragraph is prose, read as it is. Nested lists
 * are left out when `withoutLists`.
 */
function spacedText($: CheerioAPI, node: AnyNode, withoutLists = false): string {
  if (isText(node)) return node.data;
  if (!('tagName' in node)) return '';
  const tag = node.tagName.toLowerCase();
  if (skipped.has(tag) || (withoutLists && (tag === 'ul' || tag === 'ol'))) return '';
  if (tag === 'p') return $(node).text();
  return node.children.map((child) => spacedText($, child, withoutLists)).join(' ');
}

function meta($: CheerioAPI, name: string): string {
  return $(`meta[name="${name}"]`).attr('content')?.trim() ?? '';
}

function objectId(url: string): string {
  return createHash('sha1').update(url).digest('hex').slice(0, 20);
}

interface Section {
  level: number;
  anchor: string | null;
  headings: string[];
  text: string[];
  /** A defined term (`<dt id>`), which ends at the next term or heading. */
  term?: boolean;
  /** The term's other names, searchable with it. */
  otherNames?: string[];
  /** On an API operation page, the compound parameter and field names under the heading, for the record's keywords. */
  names: string[];
}

/** Section › categories: the active guide in the navbar, then the breadcrumb trail above the page. */
function sectionPath($: CheerioAPI): string {
  const guide = clean($('.navbar__items:not(.navbar__items--right) .navbar__link--active').first().text());
  const crumbs = $('.theme-doc-breadcrumbs .breadcrumbs__item:not(.breadcrumbs__item--active)')
    .toArray()
    .map((item) => clean($(item).text()))
    .filter(Boolean);
  const path = [guide, ...crumbs.filter((crumb) => crumb !== guide)].filter(Boolean);
  return path.length > 0 ? path.join(' › ') : fallbackSection;
}

export interface PageInfo {
  /** The page's path on the site, e.g. /docs/admin/apps/manage-apps. */
  readonly pathname: string;
}

export function extractRecords(html: string, { pathname }: PageInfo): DocSearchRecord[] {
  const $ = load(html);
  // A page that asks search engines not to index it (a version root that only redirects) is not content.
  if (/\bnoindex\b/i.test(meta($, 'robots'))) return [];
  const root = $('.theme-doc-markdown').first().length
    ? $('.theme-doc-markdown').first()
    : $('article').first().length
      ? $('article').first()
      : $('main').first();
  if (!root.length) return [];
  root.find('.hash-link, .theme-doc-toc-mobile, .theme-edit-this-page, .pagination-nav').remove();

  const title = clean(root.find('h1').first().text()) || clean($('title').text().split('|')[0]);
  if (!title) return [];
  const language = meta($, 'docsearch:language') || ($('html').attr('lang') ?? 'en');
  const docusaurusTag = meta($, 'docsearch:docusaurus_tag') || meta($, 'docusaurus_tag') || 'default';
  const version = meta($, 'docsearch:version') || meta($, 'docusaurus_version');
  const isApiReference = docusaurusTag.startsWith('docs-api-');
  const isSchemaPage = isApiReference && $(apiSchemaPanel).length > 0;
  // An operation page shows its method and path (the theme's MethodEndpoint, with or without the api-item override).
  const isApiOperation = isApiReference && $(apiMethodEndpoint).length > 0;

  const sections: Section[] = [{ level: 1, anchor: null, headings: [title], text: [], names: [] }];
  const current = (): Section => sections[sections.length - 1];
  const add = (text: string): void => {
    const cleaned = clean(text);
    if (cleaned) current().text.push(cleaned);
  };
  /** Adds an element's text (and, on an operation page, the parameter and field names in it). */
  const addElement = (element: AnyNode, withoutLists = false): void => {
    if (!isApiReference) {
      const text = withoutLists ? $(element).clone().children('ul, ol').remove().end().text() : $(element).text();
      add(text);
      return;
    }
    add(spacedText($, element, withoutLists));
    if (isApiOperation) {
      const names = $(element).find(apiPropertyName).addBack(apiPropertyName).toArray();
      current().names.push(...names.map((name) => clean($(name).text())).filter((name) => compoundName.test(name)));
    }
  };

  // The level of an API tab heading whose section, and all below it, belong to the section above.
  let foldedBelow: number | null = null;
  const walk = (nodes: AnyNode[]): void => {
    for (const node of nodes) {
      if (!('tagName' in node)) continue;
      const element = node;
      const tag = element.tagName.toLowerCase();
      if (skipped.has(tag) || tag === 'h1') continue;
      if (isApiReference && $(element).is(apiTabLabels)) continue;
      if (headingTags.has(tag)) {
        const level = Number(tag.slice(1));
        if (foldedBelow !== null && level > foldedBelow) {
          add($(element).text());
          continue;
        }
        foldedBelow = null;
        if ($(element).is(apiTabHeadings)) {
          foldedBelow = level;
          continue;
        }
        const parent = sections.filter((section) => section.level < level && !section.term).at(-1) ?? sections[0];
        const heading = clean($(element).text());
        sections.push({
          level,
          anchor: $(element).attr('id') ?? null,
          headings: [...parent.headings.slice(0, level - 1), heading],
          text: [],
          names: [],
        });
      } else if (tag === 'dt' && $(element).attr('id')) {
        // A term with an anchor (a glossary entry) is a record of its own, one level below its
        // heading, so that a search for the term can open its definition rather than the whole list.
        const parent = sections.filter((section) => !section.term).at(-1) ?? sections[0];
        const term = $(element).clone();
        const otherNames = clean(term.find('small').remove().text());
        sections.push({
          level: Math.min(parent.level + 1, 6),
          anchor: $(element).attr('id') ?? null,
          headings: [...parent.headings, clean(term.text())],
          text: otherNames ? [otherNames] : [],
          names: [],
          otherNames: otherNames
            .replace(/^Also:\s*/, '')
            .split(/\s*,\s*/)
            .filter(Boolean),
          term: true,
        });
      } else if (textBlocks.has(tag)) {
        addElement(element);
      } else if (tag === 'tr') {
        add(
          $(element)
            .children('td, th')
            .toArray()
            .map((cell) => $(cell).text())
            .join(' '),
        );
      } else if (tag === 'pre') {
        add($(element).text().slice(0, maxCodeLength));
      } else if (tag === 'li') {
        addElement(element, true);
        walk($(element).children('ul, ol').toArray());
      } else {
        walk(element.children);
      }
    }
  };
  walk(root.children().toArray());

  const lvl0 = sectionPath($);
  const keywords = [meta($, 'description'), ...meta($, 'keywords').split(',')].map(clean).filter(Boolean);
  if (isApiReference) {
    for (const [, method = '', path = ''] of root.text().matchAll(httpOperation)) {
      keywords.push(`${method} ${path}`);
    }
  }

  const isTaskPage = sections.some(
    (section) => section.level === 2 && stepsHeading.test(section.headings.at(-1) ?? ''),
  );
  const isGlossary = sections.some((section) => section.term);
  const pagePriority = isSchemaPage
    ? referencePagePriority
    : isGlossary
      ? glossaryPagePriority
      : isApiOperation
        ? operationPagePriority
        : isTaskPage
          ? taskPagePriority
          : 0;

  // On the API reference, a heading with nothing under it (an operation's "Request" when it takes
  // neither parameters nor a body) would fill a result's place with no answer in it.
  const kept = sections.filter((section, index) => index === 0 || !isApiReference || section.text.length > 0);
  return kept.map((section, index): DocSearchRecord => {
    const content = clean(section.text.join(' ')).slice(0, maxContentLength);
    const type = `lvl${Math.min(section.level, 6)}` as HierarchyLevel;
    const hierarchy = Object.fromEntries(hierarchyLevels.map((level) => [level, null])) as Record<
      HierarchyLevel,
      string | null
    >;
    hierarchy.lvl0 = lvl0;
    section.headings.forEach((heading, depth) => {
      hierarchy[hierarchyLevels[depth + 1]] = heading;
    });
    const url = section.anchor ? `${pathname}#${section.anchor}` : pathname;
    return {
      objectID: objectId(url),
      hierarchy,
      content: content || (index === 0 ? (keywords[0] ?? null) : null),
      url,
      url_without_anchor: pathname,
      anchor: section.anchor,
      type,
      item_priority: itemPriority[type] + pagePriority,
      language,
      docusaurus_tag: docusaurusTag,
      version: version ? [version] : [],
      // Compound parameter and field names whole, so that a search for one finds the operation that
      // takes or returns it; a glossary term's other names.
      keywords: [
        ...new Set([
          ...(index === 0 ? keywords : (section.otherNames ?? [])),
          ...section.names,
          ...(isApiReference ? [apiReferenceKeyword] : []),
        ]),
      ],
    };
  });
}
