import type { LoadContext } from '@docusaurus/types';
import { describe, expect, it } from 'vitest';
import { openApiThemeOnApiPages } from './api-reference';

describe('the OpenAPI theme', () => {
  it('keeps its components but adds no stylesheet to every page (src/theme/ApiItem imports it)', () => {
    const theme = openApiThemeOnApiPages({} as LoadContext);
    expect(theme.name).toBe('docusaurus-theme-openapi');
    expect(theme.getThemePath?.()).toMatch(/docusaurus-theme-openapi-docs[/\\]lib[/\\]theme$/);
    expect(theme.getClientModules?.()).toEqual([]);
  });
});
