/**
 * Mermaid diagrams are drawn at build time to inline SVG (src/plugins/mermaid-svg): a diagram page
 * then costs readers a few KiB of SVG instead of the ≈ 740 KB Mermaid runtime, and nothing moves
 * when it appears. The first build on a machine draws them in Chromium; later builds reuse the cache.
 */
import path from 'node:path';
import type { PluginConfig } from '@docusaurus/types';
import mermaidSvgPlugin from '../src/plugins/mermaid-svg/node';
import remarkMermaidSvg, { type RemarkMermaidSvgOptions } from '../src/plugins/mermaid-svg/node/remark';
import { sharedRenderer } from '../src/plugins/mermaid-svg/node/renderer';

const renderer = sharedRenderer({
  // Kept between builds; `npm ci` starts it afresh.
  cacheDir: path.join(__dirname, '..', 'node_modules', '.cache', 'tessera-mermaid-svg'),
  // Arial's metrics, which Arimo and Liberation Sans share: what the build measures is what readers get.
  fontFamily: 'Arial, Arimo, "Liberation Sans", Helvetica, sans-serif',
});

const options = {
  themes: { light: 'neutral', dark: 'dark' },
  render: (code, theme) => renderer.render(code, theme),
  // A button under each diagram opens it at its drawn size, where its labels are readable.
  frame: { name: 'TesseraDiagramFrame', source: '@site/src/components/DiagramFrame' },
} satisfies RemarkMermaidSvgOptions;

/**
 * For the guides' docs plugin, before Docusaurus' own remark plugins see the code blocks. A plugin
 * function rather than [plugin, options], which Docusaurus would copy into every page's script.
 */
export const diagramRemarkPlugins = [() => remarkMermaidSvg(options)];

export const diagramPlugins: PluginConfig[] = [mermaidSvgPlugin];
