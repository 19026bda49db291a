/** The accessibility check every browser test uses: axe with the WCAG 2.2 A and AA rules. */
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

const wcagTags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** An axe run over the page with the WCAG 2.2 A/AA rules; narrow it with `include` or `withRules`. */
export function wcagAxe(page: Page): AxeBuilder {
  return new AxeBuilder({ page }).withTags(wcagTags);
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
