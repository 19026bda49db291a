/**
 * Local plugin: Mermaid diagrams drawn at build time. The docs plugins run `remark.ts` over their
 * Markdown (config/diagrams.ts wires it in); this plugin adds the stylesheet that shows each
 * diagram's copy for the current colour mode.
 */
import path from 'node:path';
import type { Plugin } from '@docusaurus/types';

export default function mermaidSvgPlugin(): Plugin {
  return {
    name: 'tessera-mermaid-svg',
    getClientModules() {
      return [path.join(__dirname, '..', 'client', 'diagram.css')];
    },
  };
}
