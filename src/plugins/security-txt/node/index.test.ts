import { describe, expect, it } from 'vitest';
import { securityTxt } from '../../../../config/security-txt';
import { securityTxtText } from '.';

const options = { ...securityTxt, canonical: 'https://tessera.example/.well-known/security.txt' };

describe('security.txt', () => {
  it('names the contact, expires a year after the build and says where it lives', () => {
    const text = securityTxtText(options, new Date('2026-11-28T18:00:00.123Z'));
    expect(text).toBe(
      [
        'Contact: https://github.com/tessera-iga/tessera-docs/security/advisories/new',
        'Expires: 2027-11-28T18:00:00Z',
        'Preferred-Languages: en',
        'Canonical: https://tessera.example/.well-known/security.txt',
        '',
      ].join('\n'),
    );
  });

  it('fails the build on a contact that is no https: or mailto: URI', () => {
    expect(() => securityTxtText({ ...options, contacts: ['security@example.com'] }, new Date())).toThrow(
      /Contact "security@example.com" is not an https: or mailto: URI/,
    );
    expect(() => securityTxtText({ ...options, contacts: [] }, new Date())).toThrow(/names no contact/);
  });
});
