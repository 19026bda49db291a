import { describe, expect, it } from 'vitest';
import { sectionMatches } from './route-table';

describe('sectionMatches', () => {
  const admin = { prefix: '/docs/3.1/admin' };

  it('matches the prefix itself and paths below it, with or without a trailing slash', () => {
    expect(sectionMatches(admin, '/docs/3.1/admin')).toBe(true);
    expect(sectionMatches(admin, '/docs/3.1/admin/')).toBe(true);
    expect(sectionMatches(admin, '/docs/3.1/admin/apps/schemas')).toBe(true);
  });

  it('matches whole segments only, and no other version', () => {
    expect(sectionMatches(admin, '/docs/3.1/administration')).toBe(false);
    expect(sectionMatches(admin, '/docs/admin/apps')).toBe(false);
    expect(sectionMatches(admin, '/docs/3.1')).toBe(false);
  });
});
