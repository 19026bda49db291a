import type { Result } from 'lighthouse';
import { describe, expect, it } from 'vitest';
import { median, summarize } from './lib';

/** The parts of a Lighthouse result the benchmark reads. */
function result(requests: string[], score: number | null = 0.97): Result {
  return {
    finalDisplayedUrl: 'http://127.0.0.1:4000/docs/guides',
    categories: { performance: { score } },
    audits: {
      'largest-contentful-paint': { numericValue: 1200 },
      'total-blocking-time': { numericValue: 80 },
      'cumulative-layout-shift': { numericValue: 0 },
      'resource-summary': {
        details: {
          items: [
            { resourceType: 'total', transferSize: 300_000 },
            { resourceType: 'script', transferSize: 200_000 },
          ],
        },
      },
      'network-requests': { details: { items: requests.map((url) => ({ url })) } },
    },
  } as unknown as Result;
}

describe('summarize', () => {
  it('reads the figures and counts requests to other hosts', () => {
    const requests = [
      'http://127.0.0.1:4000/docs/guides',
      'http://127.0.0.1:4000/docs/assets/js/main.js',
      'data:image/svg+xml,<svg/>',
      'https://fonts.example/inter.woff2',
    ];
    expect(summarize(result(requests))).toEqual({
      score: 0.97,
      lcpMs: 1200,
      tbtMs: 80,
      cls: 0,
      scriptBytes: 200_000,
      totalBytes: 300_000,
      thirdPartyRequests: 1,
    });
  });

  it('fails clearly when Lighthouse could not score the page', () => {
    expect(() => summarize(result([], null))).toThrow(
      /no performance score for http:\/\/127\.0\.0\.1:4000\/docs\/guides/,
    );
  });
});

describe('median', () => {
  it('takes the middle value, or the mean of the two middle values', () => {
    expect(median([3, 1, 2])).toBe(2);
    expect(median([4, 1, 3, 2])).toBe(2.5);
    expect(() => median([])).toThrow();
  });
});
