/**
 * Holds pages to the systems part of the Northwind world (`src/data/world/systems.ts`): AWS account ids, the
 * names of groups, requests and service accounts, reconciliation batches and the application each belongs to,
 * connectors that would run on a Disconnected application, and the layout and cadence of each export. Like
 * check.ts, it reads text with regular expressions, one sentence or one block at a time.
 */
import type { Application, Systems, World } from '../../src/data/world';
import type { Finding, Source } from './check';
import { escapeRegExp } from '../../src/client/escape-regexp';
import { splitCsvLine } from './csv';

/** A fenced code block of a page, as check.ts finds them. */
export interface SystemsBlock {
  language: string;
  startLine: number;
  lines: string[];
}

export interface SystemsIndex {
  systems: Systems;
  applications: ReadonlyMap<string, Application>;
  /** Application by record `_id`. */
  applicationById: ReadonlyMap<string, string>;
  idOf: ReadonlyMap<string, string>;
  batches: ReadonlyMap<string, Systems['batches'][number]>;
  /** Every name a backticked `Word-Word` token may be: entitlements, groups, requests, cases, headers, API values. */
  hyphenatedNames: ReadonlySet<string>;
  requests: ReadonlySet<string>;
  /** Every account by its name, and the full forms (`user@domain`, `DOMAIN\user`) it may be written in. */
  accounts: ReadonlyMap<string, readonly string[]>;
  awsAccounts: ReadonlySet<string>;
  disconnected: readonly string[];
  exports: ReadonlyMap<string, Systems['exports'][number]>;
  /** The entitlements (`Application~Entitlement`) each person holds, by login. */
  holdings: ReadonlyMap<string, ReadonlySet<string>>;
}

export function indexSystems(world: World, systems: Systems, validValues: ReadonlySet<string>): SystemsIndex {
  const requests = new Set([
    ...world.requests.map((request) => request.requestId),
    ...systems.onboardingRequests.map((request) => request.requestId),
  ]);
  const accounts = new Map<string, readonly string[]>(world.accounts.map((account) => [account.name, []]));
  for (const account of systems.accounts) accounts.set(account.name, account.addresses);
  return {
    systems,
    applications: new Map(world.applications.map((application) => [application.name, application])),
    applicationById: new Map(systems.records.flatMap((record) => (record.id ? [[record.id, record.name]] : []))),
    idOf: new Map(systems.records.flatMap((record) => (record.id ? [[record.name, record.id]] : []))),
    batches: new Map(systems.batches.map((batch) => [batch.id, batch])),
    hyphenatedNames: new Set([
      ...world.applications.flatMap((application) => application.entitlements.map((entitlement) => entitlement.name)),
      ...world.groups.map((group) => group.name),
      ...systems.groups.map((group) => group.name),
      ...requests,
      ...systems.supportCases,
      ...systems.httpHeaders,
      ...validValues,
    ]),
    requests,
    accounts,
    awsAccounts: new Set(systems.aws.accounts.map((account) => account.id)),
    disconnected: world.applications
      .filter((application) => application.integrationLevel === 'Disconnected')
      .map((application) => application.name),
    exports: new Map(systems.exports.map((layout) => [layout.application, layout])),
    holdings: new Map(
      world.people.map((person) => [person.login, new Set(person.holds.map((held) => held.entitlement))]),
    ),
  };
}

function sentencesOf(line: string): string[] {
  return line.split(/(?<=[.!?])\s+(?=[A-Z`*[])/);
}

/** Whether `text` names `name` as a whole word or phrase. */
function names(text: string, name: string): boolean {
  return new RegExp(`(?<![\\w-])${escapeRegExp(name)}(?![\\w-])`).test(text);
}

const hyphenatedToken = /`([A-Z][A-Za-z0-9]*(?:-[A-Z0-9][A-Za-z0-9]*)+)`/g;
const accountToken = /(?<![\w\\.-])((?:[A-Z]+\\)?svc-[a-z0-9-]*[a-z0-9](?:@[a-z0-9.-]*[a-z0-9])?)/g;
const cadenceWords = ['daily', 'weekly', 'nightly', 'hourly', 'monthly'] as const;
const connectorActs =
  /\bconnector\b[^.;]*\b(adds?|creates?|removes?|provisions?|grants?|revokes?|disables?|deactivates?|makes the change)\b|\bconnector runners?\b/i;
const negation = /\b(no|not|never|without|instead|rather than|Connected|upcoming|neither|nor)\b/;

/** Findings of one line of prose or code. */
function checkText(text: string, line: number, inCode: boolean, index: SystemsIndex, report: Report): void {
  if (/aws|arn:|account/i.test(text)) {
    for (const match of text.matchAll(/(?<![\w-])(\d{12})(?!\d)/g)) {
      const id = match.at(1) ?? '';
      if (!index.awsAccounts.has(id)) report(line, 'aws-account', `${id} is not an AWS account of the Northwind world`);
    }
    for (const match of text.matchAll(/\b(d-[0-9a-f]{10})\b/g)) {
      if (match[1] !== index.systems.aws.identityStoreId) {
        report(
          line,
          'aws-account',
          `the identity store of Northwind's organization is ${index.systems.aws.identityStoreId}`,
        );
      }
    }
  }

  for (const match of text.matchAll(/\borganizations\/(\d+)/g)) {
    if (match.at(1) !== index.systems.gcp.organizationId) {
      report(line, 'gcp-organization', `Northwind's Google Cloud organization is ${index.systems.gcp.organizationId}`);
    }
  }

  for (const match of text.matchAll(hyphenatedToken)) {
    const token = match.at(1) ?? '';
    if (!index.hyphenatedNames.has(token)) {
      report(line, 'unknown-name', `\`${token}\` is not a group, entitlement, request or case of the Northwind world`);
    }
  }
  for (const match of text.matchAll(/\bREQ-\d+\b/g)) {
    if (!index.requests.has(match[0]) && !text.includes(`\`${match[0]}\``)) {
      report(line, 'unknown-name', `${match[0]} is not a request of the Northwind world`);
    }
  }

  for (const match of text.matchAll(accountToken)) {
    const written = match.at(1) ?? '';
    const name = written.replace(/@.*$/, '').replace(/^.*\\/, '');
    const forms = index.accounts.get(name);
    if (forms === undefined) {
      report(line, 'service-account', `${name} is not an account of the Northwind world`);
    } else if (written !== name && !forms.includes(written)) {
      report(
        line,
        'service-account',
        `${written}: ${name} is written ${forms.length > 0 ? forms.join(' or ') : `${name} only`}; each system's account has its own name`,
      );
    }
  }

  // A batch named on a line that says it is one, also inside a file name (`epic-ehr-accounts-2025-03-03-<id>.csv`),
  // whose own words are not read as the sentence's: they name the application the batch read instead.
  if (/batch/i.test(text)) {
    for (const match of text.matchAll(/(?<![0-9a-f])([0-9a-f]{24})(?![0-9a-f])/g)) {
      const id = match.at(1) ?? '';
      const file = fileNameAround(text, match.index, id);
      const before = text.slice(0, match.index - file.prefix.length);
      const batch = index.batches.get(id);
      if (batch) {
        const named = file.name === undefined ? [] : applicationsInFileName(file.name, index);
        if (named.length > 0 && !named.includes(batch.application)) {
          report(
            line,
            'batch',
            `batch ${id} read ${batch.application}, not ${named.join(' or ')}, which ${file.name} names`,
          );
        }
        continue;
      }
      if (index.applicationById.has(id) && file.name === undefined) continue;
      if (/ReconciliationBatchId=|batch(?:Id| id|es)?\W{0,3}(?:\w+\W+){0,4}`?"?$/i.test(before)) {
        report(line, 'batch', `${id} is not a reconciliation batch of the Northwind world`);
      }
    }
  }

  // A sync call on a Disconnected application: it has no connector to run.
  for (const match of text.matchAll(/TargetSystem\/([0-9a-f]{24})\/sync/g)) {
    const application = index.applicationById.get(match.at(1) ?? '');
    if (application && index.disconnected.includes(application)) {
      report(
        line,
        'disconnected-connector',
        `${application} is Disconnected: it has no connector to reconcile or provision`,
      );
    }
  }

  if (inCode) return;
  for (const sentence of sentencesOf(text)) {
    // One clause that has a connector act on a Disconnected application; other clauses may contrast the two.
    for (const clause of sentence.split(/[;:,(]|\band\b|\bwhile\b|\bwhereas\b/)) {
      const disconnected = index.disconnected.filter((name) => names(clause, name));
      if (
        disconnected.length > 0 &&
        connectorActs.test(clause) &&
        !negation.test(clause) &&
        !/performer/i.test(clause)
      ) {
        report(
          line,
          'disconnected-connector',
          `${disconnected.join(' and ')} ${disconnected.length > 1 ? 'are' : 'is'} Disconnected: its performer makes the change, no connector does`,
        );
      }
    }
    if (/\bexports?\b/i.test(sentence)) {
      const said = cadenceWords.filter((word) => new RegExp(`\\b${word}\\b`, 'i').test(sentence));
      for (const layout of index.exports.values()) {
        if (said.length === 0 || !names(sentence, layout.application)) continue;
        if (!said.includes(layout.cadence)) {
          report(line, 'export', `${layout.application}'s export is ${layout.cadence}, not ${said.join(' or ')}`);
        }
      }
    }
  }
}

type Report = (line: number, rule: string, message: string) => void;

/**
 * The file name an id at `at` of `text` is part of, such as `epic-ehr-accounts-2025-03-03-<id>.csv`: the name
 * and the part before the id, or no name when the id stands alone (`<id>`, `/sync`, `=<id>`, `<id>.` at a
 * sentence's end).
 */
function fileNameAround(text: string, at: number, id: string): { name?: string; prefix: string } {
  const prefix = /[\w.-]*$/.exec(text.slice(0, at))?.[0] ?? '';
  const suffix = /^[\w.-]*/.exec(text.slice(at + id.length))?.[0] ?? '';
  const isFile = prefix !== '' || /^[\w-]*\.\w+/.test(suffix);
  return isFile ? { name: `${prefix}${id}${suffix}`, prefix } : { prefix: '' };
}

/** The applications of the world a file name names by their slug (`epic-ehr` for Epic EHR). */
function applicationsInFileName(name: string, index: SystemsIndex): string[] {
  const lower = name.toLowerCase();
  return [...index.applications.keys()].filter((application) => {
    const slug = application.toLowerCase().replace(/[^a-z0-9]+/g, '-');
    return new RegExp(`(?:^|[-_.])${escapeRegExp(slug)}(?=[-_.]|$)`).test(lower);
  });
}

/** Where each application of the world is named in `text`, by record id too, as [index, name] pairs. */
function mentions(text: string, index: SystemsIndex): [number, string][] {
  const found: [number, string][] = [];
  for (const name of index.applications.keys()) {
    const escaped = escapeRegExp(name);
    for (const match of text.matchAll(new RegExp(`(?<![\\w-])${escaped}(?![\\w-])`, 'g')))
      found.push([match.index, name]);
    const id = index.idOf.get(name);
    if (id !== undefined) for (const match of text.matchAll(new RegExp(id, 'g'))) found.push([match.index, name]);
  }
  return found.sort((a, b) => a[0] - b[0]);
}

/**
 * The application a batch id at `column` of line `at` is quoted for: the nearest application named before it in
 * its `##` section, or else the first one named after it on the same line.
 */
function applicationAround(
  lines: readonly string[],
  at: number,
  column: number,
  index: SystemsIndex,
): string | undefined {
  const before = mentions((lines[at] ?? '').slice(0, column), index).at(-1)?.[1];
  if (before !== undefined) return before;
  for (let position = at - 1; position >= 0 && !/^##\s/.test(lines[position + 1] ?? ''); position -= 1) {
    const last = mentions(lines[position] ?? '', index).at(-1)?.[1];
    if (last !== undefined) return last;
    if (/^##\s/.test(lines[position] ?? '')) break;
  }
  return mentions((lines[at] ?? '').slice(column), index)[0]?.[1];
}

/** A batch quoted for another application than the one it read. */
function checkBatchApplications(lines: readonly string[], index: SystemsIndex, report: Report): void {
  lines.forEach((text, position) => {
    for (const match of text.matchAll(/(?<![0-9a-f])([0-9a-f]{24})(?![0-9a-f])/g)) {
      const batch = index.batches.get(match.at(1) ?? '');
      if (!batch) continue;
      const application = applicationAround(lines, position, match.index, index);
      if (application !== undefined && application !== batch.application) {
        report(
          position + 1,
          'batch',
          `batch ${batch.id} read ${batch.application}, not ${application}: quote a batch of the application the text is about`,
        );
      }
    }
  });
}

/** A CSV block shown just after a page names an application with an export: it has that export's columns. */
function checkExportBlocks(
  lines: readonly string[],
  blocks: readonly SystemsBlock[],
  index: SystemsIndex,
  report: Report,
): void {
  for (const block of blocks) {
    if (block.language !== 'csv') continue;
    const header = splitCsvLine(block.lines[0] ?? '').map((cell) => cell.trim());
    const before = lines.slice(Math.max(0, block.startLine - 10), block.startLine - 1).join('\n');
    const layout = [...index.exports.values()]
      .map((candidate) => ({ candidate, at: before.lastIndexOf(candidate.application) }))
      .filter(({ at }) => at >= 0)
      .sort((a, b) => b.at - a.at)
      .at(0)?.candidate;
    if (!layout) continue;
    const shared = header.filter((cell) =>
      layout.columns.some((column) => column.toLowerCase() === cell.toLowerCase()),
    ).length;
    if (shared >= 2 && header.join(',') !== layout.columns.join(',')) {
      report(
        block.startLine,
        'export',
        `${layout.application}'s ${layout.cadence} export has the columns ${layout.columns.join(',')}, not ${header.join(',')}`,
      );
    }
    if (layout.holdings && header.join(',') === layout.columns.join(',')) {
      checkExportHoldings(block, layout.application, header, layout.holdings, index, report);
    }
  }
}

/** Each row of a person in an export lists what the world says that person holds in the application, no more, no less. */
function checkExportHoldings(
  block: SystemsBlock,
  application: string,
  header: readonly string[],
  columns: { login: string; entitlements: string },
  index: SystemsIndex,
  report: Report,
): void {
  const loginAt = header.indexOf(columns.login);
  const entitlementsAt = header.indexOf(columns.entitlements);
  block.lines.slice(1).forEach((row, offset) => {
    const cells = splitCsvLine(row).map((cell) => cell.trim());
    const login = cells[loginAt] ?? '';
    const held = index.holdings.get(login);
    if (!held) return;
    const listed = new Set(
      (cells[entitlementsAt] ?? '')
        .split(';')
        .map((name) => name.trim())
        .filter(Boolean)
        .map((name) => `${application}~${name}`),
    );
    const line = block.startLine + offset + 1;
    for (const pair of listed) {
      if (!held.has(pair)) {
        report(
          line,
          'export',
          `${login} does not hold ${pair}: add the holding to src/data/world/ or drop it from the row`,
        );
      }
    }
    for (const pair of held) {
      if (pair.startsWith(`${application}~`) && !listed.has(pair)) {
        report(line, 'export', `${login} holds ${pair}, which the row leaves out: list it in ${columns.entitlements}`);
      }
    }
  });
}

/** Every systems finding of one page. */
export function checkSystems(
  source: Source,
  blocks: readonly SystemsBlock[],
  codeLines: ReadonlySet<number>,
  index: SystemsIndex,
): Finding[] {
  const findings: Finding[] = [];
  const report: Report = (line, rule, message) => findings.push({ file: source.file, line, rule, message });
  const lines = source.text.split('\n');
  lines.forEach((text, position) => {
    checkText(text, position + 1, codeLines.has(position + 1), index, report);
  });
  if (!source.spec) {
    checkBatchApplications(lines, index, report);
    checkExportBlocks(lines, blocks, index, report);
  }
  return findings;
}
