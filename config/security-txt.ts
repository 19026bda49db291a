/**
 * `/.well-known/security.txt` (RFC 9116), which the build writes and both servers answer at the
 * host's root. Set SECURITY_CONTACT (space-separated https: or mailto: URIs) to where the security
 * team takes reports; without it, the repository's private vulnerability reporting receives them.
 */
import type { PluginConfig } from '@docusaurus/types';
import securityTxtPlugin from '../src/plugins/security-txt/node';
import { site } from './site';

const contacts = (process.env.SECURITY_CONTACT ?? `${site.repositoryUrl}/security/advisories/new`)
  .split(/\s+/)
  .filter(Boolean);

export const securityTxt = {
  /** Under the build directory; served at `/.well-known/security.txt`, outside the site's base path. */
  file: '.well-known/security.txt',
  urlPath: '/.well-known/security.txt',
  contacts,
  preferredLanguages: ['en'],
  /** How long after the build the file stays valid (RFC 9116 asks for less than a year). */
  validDays: 365,
} as const;

export const securityTxtPlugins: PluginConfig[] = [securityTxtPlugin(securityTxt)];
