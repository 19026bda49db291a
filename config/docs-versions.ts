/**
 * The guides' docs versions, as the docs plugin takes them: shared by docusaurus.config.ts and the
 * MCP server (lib/mcp), which names versions as readers see them (3.2, 3.1) and finds each one's
 * pages and search index by its plugin name (`current`) and path.
 */
export const docsVersions = {
  current: { label: '3.2', path: '' },
  '3.1': { label: '3.1', path: '3.1', banner: 'unmaintained' },
} as const;
