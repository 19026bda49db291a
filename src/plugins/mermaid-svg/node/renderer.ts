/**
 * Draws Mermaid diagrams to SVG at build time in headless Chromium (Mermaid lays text out with the
 * browser's font metrics, so it needs a real one). Every SVG is cached on disk by a hash of its
 * source, theme and renderer, so a build only starts the browser for diagrams it has not seen.
 */
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium, type Browser, type Page } from 'playwright-core';
import { chromiumArgs } from '../../../../lib/chromium';
import { ensureChromium } from '../../../../lib/chromium-setup';
import { scopeIds, slimSvg } from './svg';

export interface RendererOptions {
  /** Where rendered SVGs are kept between builds. */
  readonly cacheDir: string;
  /** The font stack the SVGs name; the renderer measures text with Arimo, metric-compatible with Arial. */
  readonly fontFamily: string;
}

export interface RenderedSvg {
  readonly svg: string;
  /** The id of the root <svg>, which every id and CSS rule inside it starts with. */
  readonly id: string;
}

/** Bumped whenever what the renderer does to an SVG changes, so that old cache entries are not reused. */
const rendererVersion = 5;
/** How long an idle browser stays open for diagrams still to come before it is closed. */
const idleCloseMs = 2000;

// Resolved from the site's own dependencies, whether Docusaurus, tsx or Vitest loads this file, from any directory.
const packageFile = createRequire(__filename).resolve;
const mermaidScript = path.join(path.dirname(packageFile('mermaid/package.json')), 'dist', 'mermaid.min.js');
const mermaidVersion = (JSON.parse(readFileSync(packageFile('mermaid/package.json'), 'utf8')) as { version: string })
  .version;
const arimo = (weight: number): string =>
  readFileSync(packageFile(`@fontsource/arimo/files/arimo-latin-${weight}-normal.woff2`)).toString('base64');

interface MermaidApi {
  initialize: (config: Record<string, unknown>) => void;
  render: (id: string, code: string) => Promise<{ svg: string }>;
}

type Outcome = { svg: string } | { error: string };

export class DiagramRenderer {
  private browser: Promise<Browser> | undefined;
  private page: Promise<Page> | undefined;
  private queue: Promise<unknown> = Promise.resolve();
  private pending = 0;
  private idleTimer: NodeJS.Timeout | undefined;

  constructor(private readonly options: RendererOptions) {}

  /** The SVG for a source in a Mermaid theme; throws with Mermaid's message when the source is invalid. */
  async render(code: string, theme: string): Promise<RenderedSvg> {
    const key = createHash('sha256')
      .update(JSON.stringify([rendererVersion, mermaidVersion, this.options.fontFamily, theme, code]))
      .digest('hex');
    const id = `mermaid-${key.slice(0, 12)}`;
    const cached = path.join(this.options.cacheDir, `${key}.svg`);
    if (existsSync(cached)) return { svg: readFileSync(cached, 'utf8'), id };

    const svg = slimSvg(scopeIds(await this.draw(code, theme, id), id));
    mkdirSync(this.options.cacheDir, { recursive: true });
    // Written aside then renamed, so that a build stopped halfway never leaves half an SVG behind.
    const partial = `${cached}.${process.pid}.tmp`;
    writeFileSync(partial, svg);
    renameSync(partial, cached);
    return { svg, id };
  }

  /** Mermaid's configuration is global to the page, so diagrams are drawn one after another. */
  private draw(code: string, theme: string, id: string): Promise<string> {
    this.pending += 1;
    clearTimeout(this.idleTimer);
    const task = this.queue.then(async () => {
      const page = await this.openPage();
      const outcome = await page.evaluate<Outcome, { code: string; id: string; config: Record<string, unknown> }>(
        async ({ code: source, id: svgId, config }) => {
          const mermaid = (globalThis as unknown as { mermaid: MermaidApi }).mermaid;
          mermaid.initialize(config);
          try {
            return { svg: (await mermaid.render(svgId, source)).svg };
          } catch (error) {
            // Mermaid leaves its error drawing in the page; the next diagram must not find it.
            document.getElementById(`d${svgId}`)?.remove();
            return { error: error instanceof Error ? error.message : String(error) };
          }
        },
        {
          code,
          id,
          config: { startOnLoad: false, theme, fontFamily: this.options.fontFamily, deterministicIds: true },
        },
      );
      if ('error' in outcome) throw new MermaidSyntaxError(outcome.error);
      return outcome.svg;
    });
    this.queue = task.catch(() => undefined);
    return task.finally(() => {
      this.pending -= 1;
      if (this.pending === 0) this.idleTimer = setTimeout(() => void this.close(), idleCloseMs);
    });
  }

  private openPage(): Promise<Page> {
    this.page ??= (async () => {
      this.browser ??= chromium.launch({ executablePath: ensureChromium(), args: [...chromiumArgs] });
      const page = await (await this.browser).newPage();
      const fontFaces = [400, 700]
        .map(
          (weight) =>
            `@font-face{font-family:Arimo;font-weight:${weight};src:url(data:font/woff2;base64,${arimo(weight)}) format('woff2')}`,
        )
        .join('');
      await page.setContent(`<!doctype html><html><head><style>${fontFaces}</style></head><body></body></html>`);
      await page.addScriptTag({ path: mermaidScript });
      await page.evaluate(() =>
        Promise.all([document.fonts.load('16px Arimo'), document.fonts.load('bold 16px Arimo')]),
      );
      return page;
    })();
    return this.page;
  }

  async close(): Promise<void> {
    const browser = this.browser;
    this.browser = undefined;
    this.page = undefined;
    if (browser) await (await browser).close();
  }
}

/** Mermaid refused a source; the message is Mermaid's, with line numbers counted within the diagram. */
export class MermaidSyntaxError extends Error {
  override name = 'MermaidSyntaxError';
}

/** One renderer per cache directory for the whole process, so that all pages share one browser. */
const renderers = new Map<string, DiagramRenderer>();
export function sharedRenderer(options: RendererOptions): DiagramRenderer {
  let renderer = renderers.get(options.cacheDir);
  if (!renderer) {
    renderer = new DiagramRenderer(options);
    renderers.set(options.cacheDir, renderer);
  }
  return renderer;
}
