/**
 * "Was this page helpful?" (src/plugins/page-feedback), which only a build with FEEDBACK_ENDPOINT has.
 * Rather than a build of its own, these tests serve the second build `npm test` already makes:
 * `npm run test:linked-build` builds it with the endpoint set to a stand-in collector on the loopback
 * address and keeps it (tests/e2e/support/feedback-collector.ts). `npm run serve` serves it as
 * deployed, the collector in its policy. build/, made without the endpoint, must have no control at all.
 */
import { existsSync } from 'node:fs';
import path from 'node:path';
import { serveBuild } from '../../scripts/bench/lib';
import { violations, wcagAxe } from './support/axe';
import { linkedBuild, startFeedbackCollector, type FeedbackCollector } from './support/feedback-collector';
import type { Response } from '@playwright/test';
import { expect, test, untilIdle, type Page } from './support/test';

const question = 'Was this page helpful?';
const thanks = 'Thank you: your answer was sent.';

// One served build and one collector (on its fixed port) for the file, its tests in order.
test.describe.configure({ mode: 'default' });

test.describe('with FEEDBACK_ENDPOINT set', () => {
  let site: { origin: string; close: () => void };
  let collector: FeedbackCollector;
  test.beforeAll(async () => {
    if (!existsSync(path.join(linkedBuild.dir, 'index.html'))) {
      throw new Error(
        `No build in ${linkedBuild.dir}/: run "npm run test:linked-build" (after "npm run build") first.`,
      );
    }
    collector = await startFeedbackCollector();
    site = await serveBuild(linkedBuild.dir, { ...process.env, FEEDBACK_ENDPOINT: linkedBuild.feedbackEndpoint });
  });
  test.afterAll(async () => {
    site.close();
    await collector.close();
  });
  test.beforeEach(() => {
    collector.refuse(false);
    collector.received.length = 0;
  });

  test('a reader answers with the keyboard; the collector gets the page, version and answer, and the reader thanks', async ({
    page,
  }) => {
    await page.goto(`${site.origin}/docs/user/access-review/run`);
    const control = page.getByRole('group', { name: question });
    const yes = control.getByRole('button', { name: 'Yes' });
    const no = control.getByRole('button', { name: 'No' });
    await yes.focus();
    await page.keyboard.press('Tab');
    await expect(no).toBeFocused();
    await page.keyboard.press('Space');
    await expect(page.getByRole('status').filter({ hasText: thanks })).toBeVisible();
    expect(collector.received.map(({ body }) => body)).toEqual([
      { page: '/docs/user/access-review/run', version: 'current', helpful: false },
    ]);
    const [{ headers }] = collector.received;
    expect(headers['content-type']).toBe('application/json');
    expect(headers.origin).toBe(site.origin);
    // One answer per page view.
    await expect(yes).toBeDisabled();
    await expect(no).toBeDisabled();

    for (const mode of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme: mode, reducedMotion: 'reduce' });
      await expect(page.locator('html')).toHaveAttribute('data-theme', mode);
      expect(await violations(wcagAxe(page).include('[role="group"]').include('[role="status"]')), mode).toEqual([]);
    }
  });

  test("an older version's page sends its version", async ({ page }) => {
    await page.goto(`${site.origin}/docs/3.1/user/access-review/run`);
    await page.getByRole('group', { name: question }).getByRole('button', { name: 'Yes' }).click();
    await expect(page.getByRole('status').filter({ hasText: thanks })).toBeVisible();
    expect(collector.received.map(({ body }) => body)).toEqual([
      { page: '/docs/3.1/user/access-review/run', version: '3.1', helpful: true },
    ]);
  });

  test('when the collector refuses, the reader is told and can answer again', async ({ page }) => {
    collector.refuse(true);
    await page.goto(`${site.origin}/docs/user/access-review/run`);
    const yes = page.getByRole('group', { name: question }).getByRole('button', { name: 'Yes' });
    await yes.click();
    await expect(page.getByRole('status').filter({ hasText: 'could not be sent' })).toBeVisible();
    collector.refuse(false);
    await yes.click();
    await expect(page.getByRole('status').filter({ hasText: thanks })).toBeVisible();
    expect(collector.received).toHaveLength(1);
  });
});

/** The scripts a page has loaded so far (prefetches may still arrive as the test ends). */
function loadedScripts(page: Page): Response[] {
  const scripts: Response[] = [];
  page.on('response', (response) => {
    if (response.url().endsWith('.js')) scripts.push(response);
  });
  return scripts;
}

test('without FEEDBACK_ENDPOINT a page has no control, loads none of its code and sends nothing', async ({ page }) => {
  const scripts = loadedScripts(page);
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  await page.goto('/docs/user/access-review/run');
  await expect(page.locator('article h1')).toBeVisible();
  await untilIdle(page);
  await expect(page.getByText(question)).toHaveCount(0);
  expect(scripts.length).toBeGreaterThan(0);
  const texts = await Promise.all([...scripts].map((script) => script.text()));
  for (const text of texts) expect(text).not.toContain(question);
  expect(requests.filter((url) => new URL(url).origin !== new URL(page.url()).origin)).toEqual([]);
});
