/**
 * src/theme/Error replaces Docusaurus' `@theme/Error`, the fallback of the outermost error boundary
 * (3.10). These name the upstream shape it relies on, so an upgrade that moves it fails here.
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

const clientDir = path.join(
  path.dirname(createRequire(import.meta.url).resolve('@docusaurus/core/package.json')),
  'lib',
  'client',
);
const read = (file: string): string => readFileSync(path.join(clientDir, file), 'utf8');

describe('Docusaurus core, whose crash fallback src/theme/Error replaces', () => {
  it('wraps the whole app, providers included, in one ErrorBoundary', () => {
    expect(read('App.js')).toMatch(/return \(<ErrorBoundary>\s*<DocusaurusContextProvider>/);
  });

  it('renders @theme/Error when that boundary has no fallback of its own', () => {
    const boundary = read('exports/ErrorBoundary.js');
    expect(boundary).toContain("import ThemeError from '@theme/Error';");
    expect(boundary).toMatch(/this\.props\.fallback \?\? DefaultFallback/);
  });

  it('still ships the bare fallback this replaces', () => {
    expect(read('theme-fallback/Error/index.js')).toContain('This page crashed</h1>');
  });
});
