import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { DiagramRenderer, MermaidSyntaxError } from './renderer';

// One real Chromium for the file: what Mermaid draws depends on the browser's text layout.
const cacheDir = mkdtempSync(path.join(tmpdir(), 'mermaid-svg-'));
const options = { cacheDir, fontFamily: 'Arial, Arimo, sans-serif' };
const renderer = new DiagramRenderer(options);
const source = 'flowchart LR\n  A[Jane requests access] --> B{Manager approves?}\n  B -- yes --> C[Provisioned]';

afterAll(async () => {
  await renderer.close();
  rmSync(cacheDir, { recursive: true, force: true });
});

describe('DiagramRenderer', { timeout: 60_000 }, () => {
  it('draws a diagram per theme, scoped to its own id and without Mermaid-only data', async () => {
    const [light, dark] = await Promise.all([renderer.render(source, 'neutral'), renderer.render(source, 'dark')]);
    expect(light.id).toMatch(/^mermaid-[0-9a-f]{12}$/);
    expect(dark.id).not.toBe(light.id);
    expect(light.svg.startsWith(`<svg id="${light.id}"`)).toBe(true);
    expect(light.svg).toContain('Jane requests access');
    expect(light.svg).toContain('font-family:Arial,Arimo,sans-serif');
    expect(light.svg).not.toContain('data-points=');
    const ids = [...light.svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]);
    expect(ids.every((id) => id.startsWith(light.id))).toBe(true);
    expect(light.svg).not.toBe(dark.svg.split(dark.id).join(light.id));
  });

  it('reuses the SVG cached on disk by the source and theme', async () => {
    const first = await renderer.render(source, 'neutral');
    const fresh = new DiagramRenderer(options);
    expect(await fresh.render(source, 'neutral')).toEqual(first);
    expect(readdirSync(cacheDir).filter((file) => file.endsWith('.svg'))).toHaveLength(2);
  });

  it('turns accTitle and accDescr into the title and description the SVG is named by', async () => {
    const titled =
      'flowchart LR\n  accTitle: How a request is approved\n  accDescr: Jane asks, her manager approves\n  A --> B';
    const { svg, id } = await renderer.render(titled, 'neutral');
    expect(svg).toContain(`aria-labelledby="chart-title-${id}"`);
    expect(svg).toContain(`<title id="chart-title-${id}">How a request is approved</title>`);
    expect(svg).toContain('Jane asks, her manager approves</desc>');
  });

  it("rejects a source Mermaid cannot parse with Mermaid's message", async () => {
    const attempt = renderer.render('flowchart LR\n  A --> \n  B -->', 'neutral');
    await expect(attempt).rejects.toBeInstanceOf(MermaidSyntaxError);
    await expect(attempt).rejects.toThrow(/line \d+/i);
    expect((await renderer.render(source, 'neutral')).svg).toContain('Jane requests access');
  });
});
