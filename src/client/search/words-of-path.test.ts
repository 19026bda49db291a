import { describe, expect, it } from 'vitest';
import { wordsOfPath } from './words-of-path';

describe('wordsOfPath', () => {
  it('turns a missing address into the query of its words, without the base, version or extension', () => {
    expect(wordsOfPath('/docs/3.1/user/access-review/run-a-review.html', '/docs/')).toBe('user access review run');
  });

  it('decodes the address and keeps words of other scripts', () => {
    expect(wordsOfPath('/docs/admin/caf%C3%A9_setup', '/docs/')).toBe('admin café setup');
  });

  it('stays within the length the search reads', () => {
    expect(wordsOfPath(`/docs/${'provisioning-'.repeat(100)}${'x'.repeat(400)}`, '/docs/').length).toBeLessThanOrEqual(
      256,
    );
  });
});
