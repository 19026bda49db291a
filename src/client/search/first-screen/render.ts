/**
 * Draws the first results into the search page as the server rendered it, in the markup and CSS
 * classes of the React list (src/pages/search.tsx) that replaces them: the hand-over moves nothing.
 * Text only, never HTML: whatever a page or a query contains stays text.
 */
import { hitPathText, repeatsPageTitle, searchPageHeading } from '../result-view';
import type { HitGroup, SearchHit, Segment } from '../types';
import { firstScreenAttribute, firstScreenParts, type ResultClassNames, type SearchPageBoot } from './contract';

function element<K extends keyof HTMLElementTagNameMap>(
  tag: K,
  className?: string,
  ...children: (Node | string)[]
): HTMLElementTagNameMap[K] {
  const node = document.createElement(tag);
  if (className) node.className = className;
  node.append(...children);
  return node;
}

function highlighted(className: string, segments: readonly Segment[]): HTMLSpanElement {
  return element(
    'span',
    className,
    ...segments.map((segment) => element(segment.match ? 'mark' : 'span', undefined, segment.text)),
  );
}

function link(href: string, className: string | undefined, ...children: (Node | string)[]): HTMLAnchorElement {
  const anchor = element('a', className, ...children);
  anchor.href = href;
  return anchor;
}

function hitItem(hit: SearchHit, pageTitle: string, classes: ResultClassNames): HTMLLIElement {
  const parts: Node[] = [];
  if (!repeatsPageTitle(hit, pageTitle)) parts.push(highlighted(classes.hitTitle, hit.title));
  if (hit.path.length > 0) parts.push(element('span', classes.hitPath, hitPathText(hit)));
  if (hit.snippet.length > 0) parts.push(highlighted(classes.hitSnippet, hit.snippet));
  return element('li', undefined, link(hit.url, classes.hit, ...parts));
}

function groupItem(group: HitGroup, classes: ResultClassNames): HTMLLIElement {
  return element(
    'li',
    classes.group,
    element('h2', classes.groupTitle, link(group.page, undefined, group.pageTitle)),
    element('ul', classes.hits, ...group.hits.map((hit) => hitItem(hit, group.pageTitle, classes))),
  );
}

function isResultClassNames(value: unknown): value is ResultClassNames {
  const keys: (keyof ResultClassNames)[] = [
    'groups',
    'group',
    'groupTitle',
    'hits',
    'hit',
    'hitTitle',
    'hitPath',
    'hitSnippet',
  ];
  return (
    typeof value === 'object' &&
    value !== null &&
    keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'string')
  );
}

/**
 * Draws `groups` (all of the results when `complete`, else the first of them) with the page's
 * heading, box and version as the React page will show them; false, drawing nothing, once the
 * React page has taken over (it shows the results itself) or when the reader has already typed
 * into the box.
 */
export function drawFirstScreen(page: SearchPageBoot, groups: readonly HitGroup[], complete: boolean): boolean {
  const container = document.querySelector(`[${firstScreenAttribute}]`);
  if (page.taken || !container || container.childElementCount > 0) return false;
  const classes: unknown = JSON.parse(container.getAttribute(firstScreenAttribute) ?? 'null');
  if (!isResultClassNames(classes)) return false;
  const input = document.querySelector<HTMLInputElement>(`input[${firstScreenParts.box}]`);
  if (input?.value) return false;

  const heading = document.querySelector(`[${firstScreenParts.heading}]`);
  if (heading) heading.textContent = searchPageHeading(page.query);
  if (input) input.value = page.query;
  const select = document.querySelector<HTMLSelectElement>(`select[${firstScreenParts.version}]`);
  if (select && Array.from(select.options).some((option) => option.value === page.context.version)) {
    select.value = page.context.version;
  }
  const list = element('ol', classes.groups, ...groups.map((group) => groupItem(group, classes)));
  list.setAttribute('aria-label', 'Search results');
  if (!complete) list.setAttribute('aria-busy', 'true');
  container.append(list);
  return true;
}
