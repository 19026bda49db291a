import { apiReference, codeSampleContext } from '../../config/api-reference';
import { codeSamples } from '../../lib/openapi/code-samples';
import { readSpec } from '../../lib/openapi/spec-source';
import { expect, test } from './support/test';

test.use({ viewport: { width: 1280, height: 900 } });

test('at 1280 px the explorer shows all seven language tabs and the whole curl sample', async ({ page }) => {
  await page.goto('/docs/developer/create-certification-definition');
  const panel = page.locator('[data-api-explorer]');
  await panel.hover();
  await expect(page.getByRole('button', { name: 'Send API Request' })).toBeVisible();
  const tabs = panel.getByRole('tablist').first();
  const tabsBox = await tabs.boundingBox();
  for (const language of ['curl', 'nodejs', 'python', 'java', 'go', 'csharp', 'powershell']) {
    const tab = tabs.getByRole('tab', { name: language, exact: true });
    await expect(tab).toBeVisible();
    const box = await tab.boundingBox();
    // Inside the tab list as it is drawn: readable without scrolling it.
    expect(box && tabsBox && box.x + box.width <= tabsBox.x + tabsBox.width + 1, language).toBe(true);
  }
  expect(await tabs.evaluate((list) => list.scrollWidth <= list.clientWidth)).toBe(true);

  // The sample npm run test:samples runs (lib/openapi/code-samples), with the operation's own example.
  const sample = panel.locator('.openapi-tabs__code-container code').first();
  await expect(sample).toContainText(
    '"${TESSERA_BASE_URL:-http://127.0.0.1:4010}/api/dataservices/CertificationDefinition"',
  );
  await expect(sample).toContainText('"name": "Q4 Finance access review"');
  expect(await sample.evaluate((code) => code.scrollWidth <= code.clientWidth)).toBe(true);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
});

test('each language tab of Comment on a task shows exactly the sample npm run test:samples runs', async ({ page }) => {
  const samples = codeSamples(readSpec(apiReference.specPath), codeSampleContext).filter(
    (sample) => sample.request.operationId === 'addTaskComment',
  );
  await page.goto('/docs/developer/add-task-comment');
  const panel = page.locator('[data-api-explorer]');
  await panel.hover();
  const languageTabs = panel.getByRole('tablist').first();
  for (const sample of samples) {
    await languageTabs.getByRole('tab', { name: sample.template.tab, exact: true }).click();
    const code = panel.locator('.openapi-tabs__code-container code').filter({ visible: true });
    await expect
      .poll(() =>
        code.evaluate((element) =>
          Array.from(
            element.querySelectorAll('.token-line'),
            (line) => (line.querySelector('[class*="codeLineContent"]') ?? line).textContent,
          ).join('\n'),
        ),
      )
      .toBe(sample.source.trimEnd());
  }
  // The explorer-built variants (http.client, Requests…) are hidden.
  for (const variant of ['HTTP.CLIENT', 'REQUESTS', 'CURL']) {
    await expect(panel.getByRole('tab', { name: variant, exact: true })).toHaveCount(0);
  }
});

test.describe('success examples', () => {
  for (const operation of ['create-certification-definition', 'run-certification']) {
    test(`${operation} shows the answer true`, async ({ page }) => {
      await page.goto(`/docs/developer/${operation}`);
      await page.getByRole('tab', { name: 'done', exact: true }).click();
      const example = page.locator('pre').filter({ visible: true, hasText: /^\s*(1\s*)?true\s*$/ });
      await expect(example).toHaveCount(1);
    });
  }

  for (const [operation, record] of [
    ['change-role-status', 'Finance Analyst role'],
    ['change-target-system-status', 'Salesforce'],
  ] as const) {
    test(`${operation} shows an example of a success`, async ({ page }) => {
      await page.goto(`/docs/developer/${operation}`);
      const success = page.getByText(/^Example of a success:/);
      await expect(success).toBeVisible();
      await expect(success).toContainText('200 OK');
      await expect(success).toContainText(record);
    });
  }
});
