/**
 * One owner page per procedure (`src/data/procedure-owners.ts`): every owner page exists, CONTRIBUTING.md's table
 * lists the same procedures and owners as the data, and no page other than the owner carries a numbered step of
 * an owned procedure.
 */
import type { ProcedureOwner } from '../../src/data/procedure-owners';
import type { Finding, Source } from './check';

/** The owner as a path under a version's docs folder (`docs/user/x.md` gives `user/x.md`). */
function ownerDocPath(owner: ProcedureOwner): string {
  return owner.owner.replace(/^docs\//, '');
}

function covers(path: string, docPath: string): boolean {
  return path.endsWith('/') ? docPath.startsWith(path) : docPath === path;
}

/** Numbered steps of other pages that repeat an owned procedure, with their file and line. */
export function secondCopies(sources: readonly Source[], owners: readonly ProcedureOwner[]): Finding[] {
  const findings: Finding[] = [];
  for (const source of sources) {
    if (source.spec) continue;
    let fence = '';
    source.text.split('\n').forEach((text, position) => {
      const marker = /^\s*(`{3,}|~{3,})/.exec(text)?.[1];
      if (marker !== undefined && (fence === '' || marker.startsWith(fence))) {
        fence = fence === '' ? marker : '';
        return;
      }
      if (fence !== '' || !/^\s*\d+\.\s/.test(text)) return;
      for (const owner of owners) {
        if (covers(ownerDocPath(owner), source.docPath)) continue;
        if ((owner.sharedWith ?? []).some((path) => covers(path, source.docPath))) continue;
        if ((owner.steps ?? []).some((pattern) => pattern.test(text))) {
          findings.push({
            file: source.file,
            line: position + 1,
            rule: 'procedure-owner',
            message: `a step of "${owner.procedure}", which ${owner.owner} owns: link to it and give only this page's values`,
          });
        }
      }
    });
  }
  return findings;
}

/** Owner pages that do not exist, and rows of CONTRIBUTING.md's table that differ from the data. */
export function ownerTableFindings(
  contributing: string,
  owners: readonly ProcedureOwner[],
  exists: (path: string) => boolean,
): Finding[] {
  const file = 'CONTRIBUTING.md';
  const lines = contributing.split('\n');
  const rows = lines.flatMap((line, index) => {
    const match = /^\|\s*([^|]+?)\s*\|[^|`]*`(docs\/[^`]+)`/.exec(line);
    return match ? [{ procedure: match.at(1) ?? '', owner: match.at(2) ?? '', line: index + 1 }] : [];
  });
  const findings: Finding[] = [];
  const tableLine = rows[0]?.line ?? 1;
  for (const owner of owners) {
    if (!exists(owner.owner)) {
      findings.push({
        file,
        line: tableLine,
        rule: 'owner-page',
        message: `the owner page ${owner.owner} does not exist`,
      });
    }
    if (!rows.some((row) => row.procedure === owner.procedure && row.owner === owner.owner)) {
      findings.push({
        file,
        line: tableLine,
        rule: 'owner-page',
        message: `the owner table lacks "${owner.procedure}" → ${owner.owner} (src/data/procedure-owners.ts)`,
      });
    }
  }
  for (const row of rows) {
    if (!owners.some((owner) => owner.procedure === row.procedure && owner.owner === row.owner)) {
      findings.push({
        file,
        line: row.line,
        rule: 'owner-page',
        message: `"${row.procedure}" → ${row.owner} is not in src/data/procedure-owners.ts`,
      });
    }
  }
  return findings;
}
