import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { deploy } from '../../config/deploy';

// `npm run serve` sends deploy.securityHeaders; nginx sends what nginx.conf says. They must agree,
// or a header problem would show up first in production.
describe('deploy/nginx.conf', () => {
  const conf = readFileSync('deploy/nginx.conf', 'utf8');
  const added = new Map(
    [...conf.matchAll(/^\s*add_header\s+(\S+)\s+("[^"]*"|\S+)\s+always;/gm)].map(([, name, value]) => [
      name,
      value.replace(/^"|"$/g, ''),
    ]),
  );

  it('sends every security header npm run serve sends, with the same value', () => {
    for (const [name, value] of Object.entries(deploy.securityHeaders)) {
      expect(added.get(name), name).toBe(value);
    }
  });

  it('cuts slow clients after the same time as npm run serve', () => {
    const setting = (name: string): string | undefined => new RegExp(`^\\s*${name}\\s+(\\S+);`, 'm').exec(conf)?.[1];
    const { headerSeconds, idleSeconds } = deploy.timeouts;
    expect(setting('client_header_timeout')).toBe(`${headerSeconds}s`);
    for (const name of ['client_body_timeout', 'send_timeout', 'keepalive_timeout']) {
      expect(setting(name), name).toBe(`${idleSeconds}s`);
    }
  });
});
