import { existsSync, readFileSync } from 'node:fs';
import { expect, test as base, type ConsoleMessage, type Page } from '@playwright/test';
import { baseURL } from '../../playwright.config';
import { violations as axeViolations, wcagAxe } from './support/axe';
import { phaseBudgets } from './support/test';

// Every page of the sitemap in CI; a spread-out sample locally (QUALITY_FULL=1 forces all).
const allPaths = [...readFileSync('build/sitemap.xml', 'utf8').matchAll(/<loc>([^<]+)<\/loc>/g)].map(
  (match) => new URL(match[1]).pathname,
);
const full = Boolean(process.env.CI) || process.env.QUALITY_FULL === '1';
const sampleSize = 12;

const sampled = new Set(allPaths.filter((_, index) => index % Math.ceil(allPaths.length / sampleSize) === 0));

const olderVersionPage = /^\/docs\/(\d+\.\d+)\/(.+)$/;

/** A page's <article> in the build, with what only tells versions apart made equal. */
function builtArticle(pathname: string, version?: string): string | undefined {
  const route = pathname.replace(/^\/docs\//, '');
  const file = [`build/${route}.html`, `build/${route}/index.html`].find((candidate) => existsSync(candidate));
  const article = file && /<article[\s\S]*<\/article>/.exec(readFileSync(file, 'utf8'))?.[0];
  if (!article) return undefined;
  const normalised = article
    .replace(/Version: [^<]+/g, 'Version')
    .replace(/<time [^>]*>[^<]*<\/time>/g, '<time></time>');
  return version === undefined
    ? normalised
    : normalised.replaceAll(`/docs/${version}/`, '/docs/').replaceAll(`versioned_docs/version-${version}/`, 'docs/');
}

/**
 * An older version's page whose built content is, links and version label aside, that of the
 * current version's page: the same markup with the same styles, so the current page's check covers
 * it. Version roots (with their own sidebar and banner) and every page that differs are checked.
 */
function coveredByCurrentTwin(pathname: string): boolean {
  const match = olderVersionPage.exec(pathname);
  if (!match?.[2].includes('/')) return false;
  const [, version, route] = match;
  const older = builtArticle(pathname, version);
  return older !== undefined && older === builtArticle(`/docs/${route}`);
}

const paths = full ? allPaths.filter((pathname) => !coveredByCurrentTwin(pathname)) : [...sampled];

// Navbar, sidebar and footer are the same on every page of a section: the whole page is checked on
// section roots (of each version) and the sample, and only the page's own content everywhere else.
const sectionRoots = ['/admin', '/user', '/connectors', '/guides'];
const olderVersions = JSON.parse(readFileSync('versions.json', 'utf8')) as string[];
const chromeChecked = new Set([
  '/docs/',
  '/docs/developer',
  '/docs/search',
  ...sectionRoots.flatMap((root) =>
    ['', ...olderVersions.map((version) => `/${version}`)].map((prefix) => `/docs${prefix}${root}`),
  ),
]);

// Only these rules read colours; the rest give the same answer in both modes, so dark mode runs just these.
const colourRules = ['color-contrast', 'link-in-text-block'];

async function violations(page: Page, pathname: string, mode: 'light' | 'dark'): Promise<string[]> {
  const axe = wcagAxe(page);
  if (mode === 'dark') axe.withRules(colourRules);
  if (!chromeChecked.has(pathname) && !sampled.has(pathname)) axe.include('main');
  return axeViolations(axe);
}

/** Until no transition runs: a colour caught mid-fade would be measured between the two modes. */
async function settled(page: Page): Promise<void> {
  await page.waitForFunction(() => document.getAnimations().length === 0);
}

/**
 * One tab per worker, for the whole sweep: the site's scripts and styles come from the browser's
 * cache after the first page, as they do for a reader, which keeps the sweep fast. Nothing here
 * changes what the site stores.
 */
const test = base.extend<object, { sweepPage: Page }>({
  sweepPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext({ baseURL });
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

for (const pathname of paths) {
  test(`${pathname} has no WCAG 2.2 A/AA violation in light or dark mode and no console error`, async ({
    sweepPage: page,
  }) => {
    const errors: string[] = [];
    const onConsole = (message: ConsoleMessage): void => {
      if (message.type() === 'error') errors.push(message.text());
    };
    const onPageError = (error: Error): void => {
      errors.push(error.message);
    };
    page.on('console', onConsole);
    page.on('pageerror', onPageError);
    const html = page.locator('html');
    // A load and each axe run take up to a minute on a busy machine (the longest pages, the search
    // page): each gets that minute, rather than the three sharing one.
    const nextPhase = phaseBudgets(60_000);
    try {
      nextPhase();
      // The site follows the system preference live, so one load serves both modes; with reduced
      // motion its colour transitions end within a frame.
      await page.emulateMedia({ colorScheme: 'light', reducedMotion: 'reduce' });
      await page.goto(pathname);
      await expect(html).toHaveAttribute('data-theme', 'light');
      await expect(html).toHaveAttribute('data-has-hydrated', 'true');
      await settled(page);
      nextPhase();
      expect.soft(await violations(page, pathname, 'light'), 'light mode').toEqual([]);

      await page.emulateMedia({ colorScheme: 'dark', reducedMotion: 'reduce' });
      await expect(html).toHaveAttribute('data-theme', 'dark');
      await settled(page);
      nextPhase();
      expect(await violations(page, pathname, 'dark'), 'dark mode').toEqual([]);
      expect(errors).toEqual([]);
    } finally {
      page.off('console', onConsole);
      page.off('pageerror', onPageError);
    }
  });
}
