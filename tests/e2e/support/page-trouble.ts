/**
 * What a reader would notice going wrong on a page: errors in its console or thrown by its scripts,
 * and layout shifts that no input of theirs caused. Start recording before the page is opened.
 */
import type { Page } from '@playwright/test';

/** The console errors and uncaught exceptions of `page` from now on, as they happen. */
export function recordErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  page.on('pageerror', (error) => errors.push(error.message));
  return errors;
}

/** Records each layout shift of the documents `page` opens from now on; the function returns those so far. */
export async function recordLayoutShifts(page: Page): Promise<() => Promise<number[]>> {
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { tesseraLayoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) {
        if (!entry.hadRecentInput) shifts.push(entry.value);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  return () => page.evaluate(() => (window as unknown as { tesseraLayoutShifts: number[] }).tesseraLayoutShifts);
}
