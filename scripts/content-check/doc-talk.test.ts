import { describe, expect, it } from 'vitest';
import { checkDocTalk } from './doc-talk';

function rules(lines: string[], docPath = 'user/example.md', codeLines: number[] = []): string[] {
  return checkDocTalk({ file: `docs/${docPath}`, text: lines.join('\n'), docPath }, new Set(codeLines)).map(
    (finding) => `${String(finding.line)} ${finding.rule}`,
  );
}

describe('content check: talk about the documentation', () => {
  it('passes sentences about the product and pointers to where to check', () => {
    expect(
      rules([
        'The escalation assignee is whoever the node setting names.',
        'The API has no operation for email templates; [the API reference](/developer) lists the others.',
        'Tessera does not delete Atlassian accounts.',
        'If you do not see **Edit**, ask your Tessera administrator for access.',
      ]),
    ).toEqual([]);
  });

  it('finds each kind of talk about the documentation, by line', () => {
    expect(
      rules([
        'Keep your copy: the documentation does not give a retention period.',
        'The API reference does not describe its syntax.',
        'Tessera documents no default: fill it in.',
        'Because of that, this page draws no state diagram.',
        'How Tessera groups lines into tasks is not described in the API reference.',
      ]),
    ).toEqual([
      '1 doc-talk:documentation',
      '2 doc-talk:reference',
      '3 doc-talk:undocumented',
      '4 doc-talk:this-page',
      '5 doc-talk:reference',
    ]);
  });

  it('finds a page announcing its own scope instead of stating what the product does', () => {
    expect(
      rules([
        'tessera-ctl does the work; this runbook says what to back up, when, and how to restore.',
        'This page covers where password login fits beside the other methods.',
        'Northwind Health runs the cloud tenant, and every page outside this self-hosted guide uses it.',
        'This page follows Jane Doe as she requests Report Viewer.',
        'tessera-ctl takes the backups and restores them.',
        'This page explains how to read those events.',
        'That is the only meaning of "stale" in this documentation.',
        'The basic pages cover one user, one entitlement and one application.',
        'The commands on this page are for bash on Debian 12.',
        'At Northwind Health, this guide uses `tessera-audit-*`.',
      ]),
    ).toEqual([
      '1 doc-talk:page-scope',
      '2 doc-talk:page-scope',
      '3 doc-talk:page-scope',
      '6 doc-talk:page-scope',
      '7 doc-talk:page-scope',
      '8 doc-talk:page-scope',
      '9 doc-talk:page-scope',
      '10 doc-talk:page-scope',
    ]);
  });

  it('finds values introduced by where the reference shows them, not by the record that holds them', () => {
    expect(
      rules([
        'In the API reference example, the task shows `status` `Completed`.',
        'The API reference examples show these history entries for the task:',
        'The API reference shows one batch status:',
        'The full set of request statuses is not published, so read the history.',
        'The expiry is a node setting, and the product gives no default for it.',
        "This guide's examples show `Role` and `Request`.",
        "Maria Lopez's task for `REQ-10458` shows `status` `Completed` after `Approve`.",
        'A batch shows statuses such as this one:',
      ]),
    ).toEqual([
      '1 doc-talk:examples',
      '2 doc-talk:examples',
      '3 doc-talk:examples',
      '4 doc-talk:examples',
      '5 doc-talk:examples',
      '6 doc-talk:examples',
    ]);
  });

  it('leaves code blocks alone', () => {
    expect(rules(['```text', 'the documentation does not say', '```'], 'user/example.md', [2])).toEqual([]);
  });

  it('finds the circular "ask your Tessera administrator" where the reader is the administrator', () => {
    const line = 'If you do not see **Edit**, ask your Tessera administrator.';
    expect(rules([line], 'admin/apps/example.md')).toEqual(['1 doc-talk:circular-administrator']);
    expect(rules(['## Before you begin', '', '- You are a Tessera administrator.', line])).toEqual([
      '4 doc-talk:circular-administrator',
    ]);
    expect(rules([line])).toEqual([]);
    const untitled = 'If no email arrives, ask your administrator to check the mail server.';
    expect(rules([untitled], 'admin/email/example.md')).toEqual(['1 doc-talk:circular-administrator']);
    expect(rules(['Check how sign-in works with your Tessera administrator.'], 'admin/example.md')).toEqual([
      '1 doc-talk:circular-administrator',
    ]);
    expect(rules([untitled])).toEqual([]);
  });
});
