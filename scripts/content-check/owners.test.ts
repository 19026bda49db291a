import { existsSync, readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { procedureOwners } from '../../src/data/procedure-owners';
import { ownerTableFindings, secondCopies } from './owners';

function page(docPath: string, lines: string[], folder = 'docs') {
  return { file: `${folder}/${docPath}`, docPath, text: lines.join('\n') };
}

describe('content check: one owner page per procedure', () => {
  it('CONTRIBUTING.md lists the same owners as the data, and each owner page exists', () => {
    expect(ownerTableFindings(readFileSync('CONTRIBUTING.md', 'utf8'), procedureOwners, existsSync)).toEqual([]);
  });

  it('fails when the table and the data differ, or an owner page is missing', () => {
    const table = '| Procedure | Owner page |\n| --- | --- |\n| Create a role | `docs/user/rbac/new.md` |';
    const rules = ownerTableFindings(table, procedureOwners, () => false).map((finding) => finding.message);
    expect(rules).toContain('the owner page docs/user/rbac/create.md does not exist');
    expect(rules).toContain('"Create a role" → docs/user/rbac/new.md is not in src/data/procedure-owners.ts');
  });

  it('passes the owner page and a page that links to it', () => {
    expect(
      secondCopies(
        [
          page('admin/loading-users/direct-registration.md', ['1. Open **Users**.', '2. Select **Register user**.']),
          page('user/user-life-cycle/create.md', ['Follow [Direct registration](x.md#steps) with these values.']),
        ],
        procedureOwners,
      ),
    ).toEqual([]);
  });

  it('finds a second numbered copy of an owned procedure, in any version, but not in code or a shared page', () => {
    const findings = secondCopies(
      [
        page('user/user-life-cycle/create.md', ['Intro.', '1. In **Users**, select **Create user**.']),
        page('guides/entra-id-sso.md', ['1. Select **Test sign-in**.'], 'versioned_docs/version-3.1'),
        page('guides/example.md', ['```text', '1. Select **Add certification**.', '```']),
        page('connectors/okta.mdx', ['1. Open **Applications** and select **Add application**.']),
      ],
      procedureOwners,
    );
    expect(findings.map((finding) => `${finding.file}:${String(finding.line)}`)).toEqual([
      'docs/user/user-life-cycle/create.md:2',
      'versioned_docs/version-3.1/guides/entra-id-sso.md:1',
    ]);
  });
});
