import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import llmsTxtPlugin from './index';

const siteDir = mkdtempSync(path.join(tmpdir(), 'llms-txt-'));
const outDir = path.join(siteDir, 'build');

function writeSource(file: string, text: string): void {
  mkdirSync(path.dirname(path.join(siteDir, file)), { recursive: true });
  writeFileSync(path.join(siteDir, file), text);
}

const doc = (id: string, source: string, permalink: string, title: string, unlisted = false) => ({
  id,
  source: `@site/${source}`,
  permalink,
  title,
  description: `About ${title.toLowerCase()}.`,
  unlisted,
});

const version = (name: string, label: string, versionPath: string, isLast: boolean, dir: string) => ({
  versionName: name,
  label,
  path: versionPath,
  isLast,
  docs: [
    doc('admin/apps', `${dir}/admin/apps.md`, `${versionPath}/admin/apps`, 'Manage applications'),
    doc('admin/index', `${dir}/admin/index.md`, `${versionPath}/admin/`, 'Admin Guide'),
    doc('user/index', `${dir}/user/index.md`, `${versionPath}/user/`, 'User Guide'),
    doc('stray', `${dir}/stray.md`, `${versionPath}/stray`, 'Stray page'),
    doc('hidden', `${dir}/hidden.md`, `${versionPath}/hidden`, 'Hidden page', true),
  ],
  sidebars: {
    admin: [
      {
        type: 'category',
        label: 'Admin',
        link: { type: 'doc', id: 'admin/index' },
        items: [{ type: 'doc', id: 'admin/apps' }],
      },
    ],
    user: [{ type: 'doc', id: 'user/index' }],
  },
});

let plugin: Plugin;

beforeAll(async () => {
  for (const dir of ['docs', 'versioned_docs/version-3.1']) {
    writeSource(`${dir}/admin/index.md`, '---\ntitle: Admin Guide\n---\n\nStart with [applications](./apps.md).\n');
    writeSource(
      `${dir}/admin/apps.md`,
      '---\ntitle: Manage applications\n---\n\nBack to the [guide](./index.md#top).\n',
    );
    writeSource(`${dir}/user/index.md`, 'Users.\n');
    writeSource(`${dir}/stray.md`, 'Stray.\n');
    writeSource(`${dir}/hidden.md`, 'Hidden.\n');
  }
  const context = {
    siteDir,
    siteConfig: { url: 'https://tessera.example', baseUrl: '/docs/', title: 'Tessera', tagline: 'The right access' },
  } as unknown as LoadContext;
  plugin = llmsTxtPlugin({ mainPluginId: 'default' })(context);
  const loadedVersions = [
    version('current', '3.2', '/docs', true, 'docs'),
    version('3.1', '3.1', '/docs/3.1', false, 'versioned_docs/version-3.1'),
  ];
  const allContent = { 'docusaurus-plugin-content-docs': { default: { loadedVersions } } };
  await plugin.allContentLoaded?.({ allContent, actions: {} } as unknown as Parameters<
    NonNullable<Plugin['allContentLoaded']>
  >[0]);
  await plugin.postBuild?.({ outDir } as unknown as Parameters<NonNullable<Plugin['postBuild']>>[0]);
});

afterAll(() => {
  rmSync(siteDir, { recursive: true, force: true });
});

const built = (file: string): string => readFileSync(path.join(outDir, file), 'utf8');

describe('llms-txt plugin', () => {
  it("writes each page's Markdown at its route plus .md, links resolved within its version", () => {
    expect(built('admin.md')).toBe(
      '# Admin Guide\n\n> About admin guide.\n\nSource: <https://tessera.example/docs/admin>\n\nStart with [applications](https://tessera.example/docs/admin/apps).\n',
    );
    expect(built('admin/apps.md')).toContain('[guide](https://tessera.example/docs/admin#top)');
    expect(built('3.1/admin.md')).toContain('[applications](https://tessera.example/docs/3.1/admin/apps)');
    expect(built('hidden.md')).toContain('Hidden.');
  });

  it('lists the latest version in sidebar order, one section per sidebar, with older versions as optional', () => {
    expect(built('llms.txt')).toBe(
      [
        '# Tessera 3.2',
        '',
        '> The right access. Tessera 3.2: Admin Guide, User Guide, Other pages.',
        '',
        'Each link below is the Markdown version of a page: its address on the site plus `.md`. `llms-full.txt`, beside this file, holds every page listed here in one file.',
        '',
        '## Admin Guide',
        '',
        '- [Admin Guide](https://tessera.example/docs/admin.md): About admin guide.',
        '- [Manage applications](https://tessera.example/docs/admin/apps.md): About manage applications.',
        '',
        '## User Guide',
        '',
        '- [User Guide](https://tessera.example/docs/user.md): About user guide.',
        '',
        '## Other pages',
        '',
        '- [Stray page](https://tessera.example/docs/stray.md): About stray page.',
        '',
        '## Optional',
        '',
        '- [Tessera 3.1 documentation](https://tessera.example/docs/3.1/llms.txt): The pages of version 3.1, an earlier release.',
        '',
      ].join('\n'),
    );
  });

  it('puts every listed page in llms-full.txt, and gives an older version its own pair of files', () => {
    const full = built('llms-full.txt');
    expect(full.startsWith('# Tessera 3.2\n\n> The right access.')).toBe(true);
    expect(full.indexOf('# Admin Guide')).toBeLessThan(full.indexOf('# Manage applications'));
    expect(full).toContain('Source: <https://tessera.example/docs/stray>');
    expect(full).not.toContain('Hidden.');
    expect(built('3.1/llms.txt')).toContain(
      '- [Admin Guide](https://tessera.example/docs/3.1/admin.md): About admin guide.',
    );
    expect(built('3.1/llms-full.txt')).toContain('Source: <https://tessera.example/docs/3.1/admin/apps>');
  });
});
