/**
 * The accessibility check every browser test uses: every axe rule that tests a WCAG 2.x level A or AA
 * success criterion, experimental ones included (axe leaves those out of a run by tag, and one of
 * them, label-content-name-mismatch, is WCAG 2.5.3). Rules axe has deprecated are left out, as axe
 * itself does: they are on their way out, and aria-roledescription rejects the description on a
 * `graphics-document` (the diagrams' root), which WAI-ARIA allows.
 */
import { createRequire } from 'node:module';
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

// The rule list comes from the axe-core that @axe-core/playwright injects, so the two never disagree.
const axeCore = createRequire(require.resolve('@axe-core/playwright'))('axe-core') as typeof import('axe-core');

/** A conformance-level tag: wcag2a, wcag2aa, wcag21a, wcag21aa, wcag22aa (not wcag2aaa, not wcag2a-obsolete). */
const wcagLevelTag = /^wcag2\d?a{1,2}$/;

export const wcagRules: readonly string[] = axeCore
  .getRules()
  .filter((rule) => rule.tags.some((tag) => wcagLevelTag.test(tag)) && !rule.tags.includes('deprecated'))
  .map((rule) => rule.ruleId);

/**
 * An axe run over the page with every WCAG 2.2 A/AA rule; narrow it with `include` or `withRules`.
 * It runs as `axe.run` in the page (legacy mode), which tests the page and its same-origin frames:
 * the site's policy (`default-src 'self'`) lets no other frame in. The default, one partial run per
 * frame finished in a new tab, writes a selector, XPath and ancestry for every element that passes
 * a rule, and the tab costs a renderer: a third of a page's sweep for results no test reads. Only
 * violations get their details (`resultTypes`); which rules pass or fail is the same.
 */
export function wcagAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page })
    .setLegacyMode()
    .options({ resultTypes: ['violations'] })
    .withRules([...wcagRules]);
}

/**
 * One line per violated rule: its id, the elements, and axe's summary of what fails on the first
 * element (for contrast: both colours and the ratio), which is what a reader needs to fix it.
 */
export async function violations(axe: AxeBuilder): Promise<string[]> {
  const results = await axe.analyze();
  return results.violations.map((violation) => {
    const targets = violation.nodes.map((node) => node.target.join(' ')).join(', ');
    return `${violation.id}: ${targets} (${violation.nodes[0]?.failureSummary ?? ''})`;
  });
}
