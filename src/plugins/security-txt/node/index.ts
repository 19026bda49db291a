/**
 * Local plugin: writes `/.well-known/security.txt` (RFC 9116) into the build from its options (config/security-txt.ts),
 * with Expires a year after the build, so a deployment that is rebuilt keeps it valid. The build fails
 * on a Contact that is not an https: or mailto: URI.
 */
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';

interface SecurityTxtFields {
  readonly contacts: readonly string[];
  readonly preferredLanguages: readonly string[];
  readonly validDays: number;
}

export interface SecurityTxtOptions extends SecurityTxtFields {
  /** The canonical address of the file. */
  readonly canonical: string;
}

export interface SecurityTxtPluginOptions extends SecurityTxtFields {
  /** Where the file goes under the build directory. */
  readonly file: string;
  /** Where the host answers it, outside the site's base path. */
  readonly urlPath: string;
}

/** The file's text, valid for `validDays` from `now`. */
export function securityTxtText(
  { contacts, preferredLanguages, validDays, canonical }: SecurityTxtOptions,
  now: Date,
): string {
  if (contacts.length === 0) throw new Error('security.txt: SECURITY_CONTACT names no contact.');
  for (const contact of contacts) {
    if (!/^(https:\/\/\S+|mailto:\S+@\S+)$/.test(contact)) {
      throw new Error(`security.txt: Contact "${contact}" is not an https: or mailto: URI (SECURITY_CONTACT).`);
    }
  }
  const expires = new Date(now.getTime() + validDays * 24 * 60 * 60 * 1000);
  return [
    ...contacts.map((contact) => `Contact: ${contact}`),
    `Expires: ${expires.toISOString().replace(/\.\d{3}Z$/, 'Z')}`,
    `Preferred-Languages: ${preferredLanguages.join(', ')}`,
    `Canonical: ${canonical}`,
    '',
  ].join('\n');
}

export default function securityTxtPlugin(securityTxt: SecurityTxtPluginOptions) {
  return (context: LoadContext): Plugin => {
    const canonical = `${context.siteConfig.url}${securityTxt.urlPath}`;
    return {
      name: 'tessera-security-txt',
      postBuild({ outDir }) {
        const file = path.join(outDir, securityTxt.file);
        mkdirSync(path.dirname(file), { recursive: true });
        writeFileSync(file, securityTxtText({ ...securityTxt, canonical }, new Date()));
      },
    };
  };
}
