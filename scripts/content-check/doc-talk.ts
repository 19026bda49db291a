/**
 * Sentences about the documentation instead of the product: "the documentation does not say…", "the API reference
 * lists no…", "this page draws no…", "Tessera documents no default". A reader cannot act on what the pages omit;
 * the sentence must say what the reader can observe or set, and where. Also a page announcing its own scope ("this
 * page covers…"), and the circular "ask your Tessera administrator" on a page whose reader is that administrator.
 */
import type { Finding, Source } from './check';

interface DocTalk {
  id: string;
  pattern: RegExp;
}

const talk: readonly DocTalk[] = [
  {
    id: 'documentation',
    pattern:
      /\b(the|this|our|Tessera's) (documentation|docs) (does not|doesn't|do not|is silent|says nothing|(documents|publishes|gives|lists|shows|names|describes|defines|has|promises) no|(describes|gives|lists) nothing)\b|\bnot (described|documented) in the (documentation|docs)\b/i,
  },
  {
    id: 'reference',
    pattern:
      /\b(API )?reference (does not|doesn't|do not|is silent|says nothing|(documents|publishes|gives|lists|shows|names|describes|defines|has) no)\b|\bnot (described|documented|listed|defined|given|shown) (in|by) the (API )?reference\b/i,
  },
  {
    id: 'undocumented',
    pattern:
      /\bTessera (documents|publishes) no\b|\bthe product facts\b|\bnothing in the (API reference|reference|documentation|docs)\b|\bby this (documentation|page|guide)\b|\bTessera does not (document|publish)\b|\b(is|are) not documented\b|\bno (documented|published) (rule|default|value|order|list)\b/i,
  },
  {
    id: 'this-page',
    pattern:
      /\bthis (page|guide|tutorial|section|site) (does not|doesn't|draws no|describes no|gives no|covers no|shows no|has no)\b/i,
  },
  {
    // A value introduced by where the reference shows it ("in the API reference example", "the statuses are not
    // published", "the product gives no default") instead of by the record the reader reads it on.
    id: 'examples',
    pattern:
      /\b(in|from) the API reference('s)? examples?\b|\bAPI reference examples? (show|shows|name|names|give|gives|use|uses)\b|\bthe API reference (shows|names|gives) (these|this|one|only)\b|\b(this|the) guide's examples\b|\b(is|are) not published\b|\bthe product gives no\b|\bno default given by the product\b/i,
  },
  {
    // A page that announces its own scope ("this runbook says what…", "this page explains…", "every page outside this
    // guide uses it", "the fields this guide uses", "the basic pages cover") instead of stating what the product does.
    // A scenario's framing ("this page follows Jane Doe") is not scope.
    id: 'page-scope',
    pattern:
      /\bthis (page|guide|tutorial|section|site|runbook) (covers|says|explains|shows|lists|describes|collects|maps|helps|installs|sets up|walks through|is the reference|is about|is the (one )?procedure)\b|\b(every|any) page outside this\b|\bin this documentation\b|\bthe (basic|other) pages\b|\b(examples|fields|commands|rules|panels|choice) (on|in) this (page|guide)\b|\bthis (page|guide) uses\b/i,
  },
];

const message =
  'talk about the documentation: say what the reader can observe or set, and where (CONTRIBUTING.md, rule 5)';

/** A page whose reader is a Tessera administrator: every admin page, and pages that require one. */
function readerIsAdministrator(source: Source): boolean {
  return (
    source.docPath.startsWith('admin/') ||
    /^- You are a Tessera administrator|^- You are an administrator \(`isAdministrator/m.test(source.text)
  );
}

/** Every doc-talk finding of one page; `codeLines` are the 1-based lines inside code blocks, never checked. */
export function checkDocTalk(source: Source, codeLines: ReadonlySet<number>): Finding[] {
  if (source.spec) return [];
  const findings: Finding[] = [];
  const administrator = readerIsAdministrator(source);
  source.text.split('\n').forEach((text, position) => {
    const line = position + 1;
    if (codeLines.has(line) || /^(title|description|sidebar_label):/.test(text)) return;
    for (const rule of talk) {
      if (rule.pattern.test(text)) findings.push({ file: source.file, line, rule: `doc-talk:${rule.id}`, message });
    }
    if (
      administrator &&
      /\bask (your|a|the) (Tessera )?administrator\b|\bwith your (Tessera )?administrator\b/i.test(text)
    ) {
      findings.push({
        file: source.file,
        line,
        rule: 'doc-talk:circular-administrator',
        message:
          "this page's reader is the Tessera administrator: say what to check instead (their own `isAdministrator`, a setting, a log)",
      });
    }
  });
  return findings;
}
