import { describe, expect, it } from 'vitest';
import { site } from '../../config/site';
import { htmlFiles, loadHtml, pathForFile } from './built-site';

/**
 * Every diagram reads where it stands on the page (issue 30): at 1280 px the article column is 703 px
 * wide, and a diagram drawn wider is scaled down to it, labels and all. Its labels must still show at
 * 13 px or more (body text is 16 px), and the diagram must stay within about a screen's height, which
 * the "Open the diagram at full size" button does not help with. tests/e2e/reading.spec.ts measures
 * the same on screen for some of these pages, so a change of the column's width shows there.
 */
const articleWidthAt1280 = 703;
const smallestLabelPx = 13;
const tallestShownPx = 900;

/**
 * Diagrams allowed to rely on the full-size button, as "page#n" (n counts the page's diagrams from 0)
 * with the reason no redraw helps. Before adding one, try what the others did: a top-to-bottom
 * direction, rows, shorter or wrapped labels, or two diagrams with a sentence between.
 */
const reliesOnFullSizeButton: Readonly<Record<string, string>> = {};

interface ShownDiagram {
  readonly key: string;
  readonly name: string;
  readonly drawn: { readonly width: number; readonly height: number };
  readonly labelPx: number;
  readonly heightPx: number;
}

/** Each diagram of the build as shown at 1280 px, from its light copy (the dark one has the same geometry). */
function shownDiagrams(): ShownDiagram[] {
  return htmlFiles().flatMap((file) => {
    const $ = loadHtml(file);
    return $('.tessera-diagram__light > svg')
      .toArray()
      .map((svg, index) => {
        const [, , width = 0, height = 0] = ($(svg).attr('viewBox') ?? '').split(/\s+/).map(Number);
        // Mermaid writes its label sizes into the SVG's own style sheet; the smallest is what to read.
        const sizes = [...($(svg).html() ?? '').matchAll(/font-size:\s*([\d.]+)px/g)].map((match) => Number(match[1]));
        const scale = Math.min(1, articleWidthAt1280 / width);
        return {
          key: `${pathForFile(file)}#${index}`,
          name: $(svg).attr('aria-label') ?? $(svg).find('title').first().text(),
          drawn: { width, height },
          labelPx: Math.min(...sizes) * scale,
          heightPx: height * scale,
        };
      });
  });
}

const diagrams = shownDiagrams();
const describeShown = (diagram: ShownDiagram): string =>
  `${diagram.key} "${diagram.name}": drawn ${Math.round(diagram.drawn.width)}×${Math.round(diagram.drawn.height)}, ` +
  `shown with ${diagram.labelPx.toFixed(1)}-px labels, ${Math.round(diagram.heightPx)} px tall`;

describe('diagrams read at 1280 px without opening them', () => {
  it('finds the diagrams of both versions', () => {
    expect(diagrams.length).toBeGreaterThan(100);
    expect(diagrams.map((diagram) => diagram.key)).toContain(`${site.baseUrl}guides#0`);
    expect(diagrams.every((diagram) => diagram.drawn.width > 0 && Number.isFinite(diagram.labelPx))).toBe(true);
  });

  it(`shows every label at ${smallestLabelPx} px or more and no diagram taller than ${tallestShownPx} px`, () => {
    const unreadable = diagrams
      .filter((diagram) => !(diagram.key in reliesOnFullSizeButton))
      .filter((diagram) => diagram.labelPx < smallestLabelPx || diagram.heightPx > tallestShownPx)
      .map(describeShown);
    expect(
      unreadable,
      'Redraw these (top to bottom, rows, shorter labels, or split in two with a sentence between)',
    ).toEqual([]);
  });

  it('lists only diagrams that still need the full-size button', () => {
    const shown = new Map(diagrams.map((diagram) => [diagram.key, diagram]));
    const stale = Object.keys(reliesOnFullSizeButton).filter((key) => {
      const diagram = shown.get(key);
      return !diagram || (diagram.labelPx >= smallestLabelPx && diagram.heightPx <= tallestShownPx);
    });
    expect(stale, 'These diagrams are gone or now readable: remove them from reliesOnFullSizeButton').toEqual([]);
  });
});
