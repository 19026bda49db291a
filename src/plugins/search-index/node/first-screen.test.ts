import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { runInNewContext } from 'node:vm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FirstScreenConfig, SearchPageBoot } from '../../../client/search/first-screen/contract';
import { writeFirstScreenScripts } from './first-screen';
import { firstScreenClientFileIn } from './first-screen-file';

const config: Omit<FirstScreenConfig, 'clientScript'> = {
  baseUrl: '/docs/',
  search: { embedded: true, typesense: null },
  locale: 'en',
  indexBases: { current: '/docs/search-index/current/base.json', '3.1': '/docs/search-index/3.1/base.json' },
  versions: ['current', '3.1'],
  latestVersion: 'current',
  preferredVersion: { storage: 'localStorage', key: 'docs-preferred-version-default' },
  otherTags: ['default'],
  holdLimitMs: 2500,
};

interface Element {
  readonly tag: string;
  [attribute: string]: unknown;
}

/** What the boot script leaves behind on a search page opened at `search`, with `stored` as the reader's choice. */
function boot(script: string, search: string, stored: string | null | Error = null) {
  const head: Element[] = [];
  const window: { tesseraSearchPage?: SearchPageBoot; tesseraEntryScriptsHold?: Promise<void>; localStorage: unknown } =
    {
      localStorage: {
        getItem: (key: string) => {
          if (stored instanceof Error) throw stored;
          return key === config.preferredVersion.key ? stored : null;
        },
      },
    };
  runInNewContext(script, {
    window,
    location: { search },
    URLSearchParams,
    setTimeout: () => 0,
    document: {
      createElement: (tag: string): Element => ({ tag }),
      head: { appendChild: (element: Element) => head.push(element) },
    },
  });
  const links = head.filter((element) => element.tag === 'link').map(({ rel, href, as }) => ({ rel, href, as }));
  const scriptElements = head.filter((element) => element.tag === 'script');
  const scripts = scriptElements.map((element) => element.src);
  return {
    page: window.tesseraSearchPage,
    hold: window.tesseraEntryScriptsHold,
    links,
    scripts,
    script: scriptElements[0] as Element & { onerror: () => void; onload: () => void; fetchPriority?: string },
  };
}

let outDir: string;
let scripts: Awaited<ReturnType<typeof writeFirstScreenScripts>>;

beforeAll(async () => {
  outDir = mkdtempSync(path.join(tmpdir(), 'first-screen-'));
  scripts = await writeFirstScreenScripts(outDir, config);
});
afterAll(() => {
  rmSync(outDir, { recursive: true, force: true });
});

describe('the search page’s first screen', () => {
  it('writes its client script into the build, named by its content, and the boot script loads it', () => {
    expect(scripts.clientFile).toMatch(/^assets\/js\/search-first-screen\.[0-9a-f]{8}\.js$/);
    expect(readFileSync(path.join(outDir, scripts.clientFile), 'utf8')).toContain('tesseraSearchPage');
    expect(boot(scripts.boot, '').scripts).toEqual([`/docs/${scripts.clientFile}`]);
    expect(firstScreenClientFileIn(`<script>${scripts.boot}</script>`)).toBe(scripts.clientFile);
  });

  it('with a query, preloads the latest index base and holds the page’s scripts back', () => {
    const { page, hold, links } = boot(scripts.boot, '?q=access+review');
    expect(links).toEqual([{ rel: 'preload', href: '/docs/search-index/current/base.json', as: 'fetch' }]);
    expect(hold).toBeDefined();
    expect(page?.query).toBe('access review');
    expect(page?.context).toMatchObject({
      locale: 'en',
      version: 'current',
      tags: ['default', 'docs-default-current'],
      maxGroups: 25,
      hitsPerGroup: 5,
      firstGroups: 3,
    });
  });

  it('searches the address’s version, else the reader’s stored choice, else the latest', () => {
    expect(boot(scripts.boot, '?q=sod&version=3.1').page?.context.version).toBe('3.1');
    expect(boot(scripts.boot, '?q=sod&version=3.1').links[0].href).toBe('/docs/search-index/3.1/base.json');
    expect(boot(scripts.boot, '?q=sod', '3.1').page?.context.tags).toEqual(['default', 'docs-default-3.1']);
    expect(boot(scripts.boot, '?q=sod&version=9.9', '3.1').page?.context.version).toBe('3.1');
    expect(boot(scripts.boot, '?q=sod&version=9.9', '9.8').page?.context.version).toBe('current');
    expect(boot(scripts.boot, '?q=sod', new Error('SecurityError')).page?.context.version).toBe('current');
  });

  it('without a query, fetches no index and holds nothing back', () => {
    for (const search of ['', '?q=', '?q=%20%20']) {
      const { hold, links, scripts: loaded } = boot(scripts.boot, search);
      expect(links).toEqual([]);
      expect(hold).toBeUndefined();
      expect(loaded).toHaveLength(1);
    }
  });

  it('asks for the client script at high priority only for a query', () => {
    expect(boot(scripts.boot, '?q=sod').script.fetchPriority).toBe('high');
    expect(boot(scripts.boot, '').script.fetchPriority).toBeUndefined();
  });

  it('when the client script fails to load, or runs without providing the client, lets the page go on without it', async () => {
    for (const event of ['onerror', 'onload'] as const) {
      const { page, hold, script } = boot(scripts.boot, '?q=sod');
      script[event]();
      expect(await page?.client).toBeNull();
      await expect(hold).resolves.toBeUndefined();
    }
    const { page, script } = boot(scripts.boot, '?q=sod');
    const client = { getBackend: () => ({ preload: () => undefined, search: () => Promise.resolve([]) }) };
    page?.provideClient(client);
    script.onload();
    expect(await page?.client).toBe(client);
  });

  it('cuts the query at the search limit', () => {
    expect(boot(scripts.boot, `?q=${'a'.repeat(1000)}`).page?.query).toHaveLength(256);
  });

  it('with Typesense, connects to the cluster instead of fetching an index base', async () => {
    const typesense = {
      host: 'search.example',
      port: 443,
      protocol: 'https',
      collection: 'c',
      searchApiKey: 'k',
      filterBy: '',
    };
    const built = await writeFirstScreenScripts(outDir, { ...config, search: { embedded: true, typesense } });
    expect(boot(built.boot, '?q=sod').links).toEqual([
      { rel: 'preconnect', href: 'https://search.example:443', as: undefined },
    ]);
  });

  it('keeps a "</script>" in the settings inside the inline script, and refuses a "<!--"', async () => {
    const baseUrl = '/</script><script>alert(1)//';
    const built = await writeFirstScreenScripts(outDir, { ...config, baseUrl });
    expect(built.boot).not.toMatch(/<\/script/i);
    expect(boot(built.boot, '').scripts).toEqual([`${baseUrl}${built.clientFile}`]);
    await expect(writeFirstScreenScripts(outDir, { ...config, baseUrl: '/<!--<script>/' })).rejects.toThrow(
      'put "<!--" into the search page\'s inline boot script',
    );
  });
});
