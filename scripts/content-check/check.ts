/**
 * Holds every page and every OpenAPI example to the Northwind world (`src/data/world/`) and the API's own
 * spellings. Each finding names the file and line. The checks read text with regular expressions and the
 * JSON, CSV and YAML of examples as data: no Markdown library models "a login in a sentence", so the rules
 * are small and written here, with a test per rule that plants the fault it catches.
 */
import {
  systems as worldSystems,
  type ApiRecord,
  type Person,
  type RecordKind,
  type Systems,
  type World,
} from '../../src/data/world';
import { isEnumLifecycle, lifecycles } from '../../src/data/lifecycles';
import { inSubnet, ipToNumber, reviewPopulation } from '../../src/data/world/rules';
import { isObject, type Json, type JsonObject, type SpecSource } from '../../lib/openapi/spec-source';
import { unsupportedClaims } from './claims';
import { checkSystems, indexSystems, type SystemsIndex } from './systems';
import { checkDocTalk } from './doc-talk';
import { splitCsvLine } from './csv';

export interface Finding {
  file: string;
  line: number;
  rule: string;
  message: string;
}

export interface Source {
  /** Path as shown in findings, relative to the repository. */
  file: string;
  text: string;
  /** Path under the version's docs folder, such as `admin/install/self-hosted/fqdn.md`; empty for OpenAPI. */
  docPath: string;
  /** The parsed API description, when the source is one: its examples are checked as data. */
  spec?: SpecSource;
}

/** The line of a key's value within an example, given the value where it helps to find the line. */
type LineOf = (key: string, value?: string) => number;
type Report = (line: number, rule: string, message: string) => void;

/** Enum values of the API, by the schema that defines them, read from openapi/tessera.yaml. */
export type ApiEnums = ReadonlyMap<string, readonly string[]>;

/** The key of `ApiEnums` that holds every enum value of the document, wherever it is declared. */
const allEnumValues = '*';

/** The schemas whose values pages name in prose: a near-miss spelling of one of these is an error. */
const spelledEnums = [
  'TaskState',
  'TaskType',
  'TaskAction',
  'CertifierType',
  'DurationUnit',
  'IntegrationLevel',
  'RoleRiskLevel',
  'RiskLevel',
  'LifecycleOperation',
];

/** Values the API shows only in examples, from the life cycles: spelled as the API's examples spell them. */
const exampleValues = lifecycles
  .filter((lifecycle) => !isEnumLifecycle(lifecycle))
  .flatMap((lifecycle) => lifecycle.values.map((value) => value.value))
  .concat(['release']);

/** Keys whose string value is a person, a service account or a group. */
const personKeys = new Set([
  'login',
  'userLogin',
  'managerLogin',
  'roleOwnerLogin',
  'businessOwner',
  'ITOwner',
  'owner',
  'owners',
  'certifier',
  'sharedBy',
  'sharedWith',
  'createdBy',
  'assignee',
  'escalationAssignee',
  'alternateCertifierUser',
  'updatedBy',
  'perpetrator',
  'approver',
  'approver1',
  'approver2',
  'approver3',
]);

const placeholderPairs = new Set(['TargetSystemName~EntitlementName', 'Application~Entitlement']);

interface WorldIndex {
  world: World;
  people: ReadonlyMap<string, Person>;
  firstNames: ReadonlySet<string>;
  lastNames: ReadonlySet<string>;
  principals: ReadonlySet<string>;
  applications: ReadonlyMap<string, World['applications'][number]>;
  roles: ReadonlyMap<string, World['roles'][number]>;
  hosts: ReadonlySet<string>;
  entitlements: ReadonlyMap<string, World['applications'][number]['entitlements'][number]>;
  titles: ReadonlyMap<string, string>;
  /** The API spelling of a value, by its letters without case, spaces or dashes. */
  enumSpellings: ReadonlyMap<string, string>;
  /** Every value as the API spells it, in any enum or example: exact spellings are never flagged. */
  validValues: ReadonlySet<string>;
  /** The systems part of the world: batches, exports, service accounts, groups, AWS accounts. */
  systems: SystemsIndex;
  /** The Northwind records by `_id`. */
  records: ReadonlyMap<string, ApiRecord>;
}

function normalize(value: string): string {
  return value.toLowerCase().replace(/[\s_'-]+/g, '');
}

export function indexWorld(world: World, enums: ApiEnums, systems: Systems = worldSystems): WorldIndex {
  const people = new Map(world.people.map((person) => [person.login, person]));
  const hosts = new Set<string>([
    world.deployment.tenantHost,
    world.deployment.selfHostedFqdn,
    world.deployment.selfHostedTestFqdn,
    ...world.deployment.otherTenants.map((host) => host.name),
    ...world.deployment.hosts.map((host) => host.name),
  ]);
  const enumSpellings = new Map<string, string>();
  for (const name of spelledEnums)
    for (const value of enums.get(name) ?? []) enumSpellings.set(normalize(value), value);
  for (const value of exampleValues) enumSpellings.set(normalize(value), value);
  const validValues = new Set([...(enums.get(allEnumValues) ?? []), ...exampleValues]);
  return {
    world,
    people,
    firstNames: new Set(world.people.map((person) => person.firstName.toLowerCase())),
    lastNames: new Set(world.people.map((person) => person.lastName.toLowerCase())),
    principals: new Set([
      ...people.keys(),
      ...world.accounts.map((account) => account.name),
      ...world.groups.map((group) => group.name),
    ]),
    applications: new Map(world.applications.map((application) => [application.name, application])),
    roles: new Map(world.roles.map((role) => [role.name, role])),
    // The first application naming an entitlement wins, as a name alone cannot tell two apart.
    entitlements: new Map(
      world.applications
        .flatMap((application) =>
          application.entitlements.map((entitlement) => [entitlement.name, entitlement] as const),
        )
        .reverse(),
    ),
    hosts,
    titles: new Map(world.people.map((person) => [person.jobTitle.toLowerCase(), person.login])),
    enumSpellings,
    validValues,
    systems: indexSystems(world, systems, validValues),
    records: new Map(world.records.map((record) => [record.id, record])),
  };
}

/** Reads every string enum under components/schemas of the API description, and every enum value anywhere. */
export function readApiEnums(root: JsonObject): ApiEnums {
  const enums = new Map<string, readonly string[]>();
  const schemas = isObject(root.components) && isObject(root.components.schemas) ? root.components.schemas : {};
  for (const [name, schema] of Object.entries(schemas)) {
    const values = isObject(schema) ? strings(schema.enum) : [];
    if (values.length > 0) enums.set(name, values);
  }
  // Enums written inline on a property (such as `assigneeType`: user, group) are valid spellings too.
  const everywhere = new Set<string>();
  const collect = (node: Json | undefined): void => {
    if (Array.isArray(node)) node.forEach(collect);
    else if (isObject(node)) {
      for (const [key, value] of Object.entries(node)) {
        if (key === 'enum') strings(value).forEach((item) => everywhere.add(item));
        else collect(value);
      }
    }
  };
  collect(root);
  enums.set(allEnumValues, [...everywhere]);
  return enums;
}

// ---------------------------------------------------------------------------------------------------------------
// Text rules, one line at a time

const loginPattern = /(?<![\w.@/-])([a-z]+)\.([a-z]+)(?![\w-]|\.[a-z])/g;
const hostPattern =
  /(?<![\w.-])((?:[a-z0-9_-]+\.)*(?:northwind\.example|northwind\.local|tessera\.example|northwind\.okta\.com))(?![\w-]|\.[a-z])/g;
const ipPattern = /(?<![\w.])((?:\d{1,3}\.){3}\d{1,3})(?:\/(\d{1,2}))?(?![\w.]|\.\d)/g;
const pairPattern = /([A-Z][A-Za-z0-9]*(?: [A-Z][A-Za-z0-9]*)*)~([A-Za-z0-9][A-Za-z0-9 _.-]*[A-Za-z0-9])/g;

/** The application of a `Application~Entitlement` pair: the longest known name that ends the words before `~`. */
function pairApplication(words: string, index: WorldIndex): string {
  const known = [...index.applications.keys()].filter((name) => words === name || words.endsWith(` ${name}`));
  return known.sort((a, b) => b.length - a.length)[0] ?? words;
}
const namedLoginPattern =
  /\b([A-Z][a-z]+) ([A-Z][a-z]+) \(`([a-z]+\.[a-z]+)`(?:, ([^)]+))?\)(?:, (?:the|an?|our) ([A-Za-z ]+?)(?= at\b|[,.;:)]|$))?/g;

/** A capture group of a match, empty when the group did not take part. */
function group(match: RegExpMatchArray, n: number): string {
  return match.at(n) ?? '';
}

function sentences(line: string): string[] {
  return line.split(/(?<=[.!?])\s+(?=[A-Z`*[])/);
}

function isSelfHosted(source: Source, index: WorldIndex): boolean {
  return index.world.deployment.selfHostedPaths.some((prefix) => source.docPath.startsWith(prefix));
}

function checkLine(
  source: Source,
  text: string,
  line: number,
  inCode: boolean,
  index: WorldIndex,
  out: Finding[],
): void {
  const report = (rule: string, message: string) => out.push({ file: source.file, line, rule, message });
  const { world } = index;

  for (const match of text.matchAll(loginPattern)) {
    const [login = '', first = '', last = ''] = match;
    if (!index.firstNames.has(first) && !index.lastNames.has(last)) continue;
    if (!index.principals.has(login)) report('unknown-person', `\`${login}\` is not a person of the Northwind world`);
  }

  for (const match of text.matchAll(namedLoginPattern)) {
    const [, first = '', last = '', login = '', inParentheses, apposition] = match;
    const person = index.people.get(login);
    if (!person) continue;
    if (`${first} ${last}` !== person.displayName) {
      report('person-fact', `\`${login}\` is ${person.displayName}, not ${first} ${last}`);
    }
    for (const fact of [inParentheses, apposition]) {
      if (!fact) continue;
      const said = fact.trim().toLowerCase();
      const owner = index.titles.get(said);
      const isDepartment = world.people.some((other) => other.department.toLowerCase() === said);
      if (owner !== undefined && owner !== login && said !== person.jobTitle.toLowerCase()) {
        report('person-fact', `${person.displayName} is ${person.jobTitle}, not ${fact.trim()}`);
      } else if (isDepartment && said !== person.department.toLowerCase()) {
        report('person-fact', `${person.displayName} is in ${person.department}, not ${fact.trim()}`);
      }
    }
  }

  for (const match of text.matchAll(
    /`([a-z]+\.[a-z]+)`'s manager,? (?:is )?`([a-z]+\.[a-z]+)`|\b([A-Z][a-z]+)(?: [A-Z][a-z]+)?'s manager,? (?:is )?`([a-z]+\.[a-z]+)`/g,
  )) {
    const [byLogin, byFirst] = [group(match, 1), group(match, 3)];
    const manager = group(match, 2) || group(match, 4);
    const person = byLogin
      ? index.people.get(byLogin)
      : world.people.find((candidate) => candidate.firstName === byFirst);
    if (person && index.people.has(manager) && person.managerLogin !== manager) {
      report(
        'person-fact',
        `${person.displayName}'s manager is ${person.managerLogin || 'not set'}, not \`${manager}\``,
      );
    }
  }

  for (const sentence of sentences(text)) {
    const logins = [...sentence.matchAll(/`([a-z]+\.[a-z]+)`/g)]
      .map((match) => group(match, 1))
      .filter((login) => index.people.has(login));
    const distinct = [...new Set(logins)];
    for (const match of sentence.matchAll(
      /\b(business|IT) owner of (?:the )?([A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)*)|\b([A-Z][A-Za-z]*(?: [A-Z][A-Za-z]*)*?)(?:'s)? (business|IT) owner\b/g,
    )) {
      const kind = group(match, 1) || group(match, 4);
      const application = index.applications.get(group(match, 2) || group(match, 3));
      if (!application || distinct.length !== 1) continue;
      const expected = kind === 'IT' ? application.ITOwner : application.businessOwner;
      // The sentence may name the owner by first name and someone else by login ("Sam reports to `raj.patel`").
      const ownerNamed = expected !== undefined && sentence.includes(index.people.get(expected)?.firstName ?? expected);
      if (expected && distinct[0] !== expected && !ownerNamed) {
        report(
          'application-fact',
          `the ${kind} owner of ${application.name} is \`${expected}\`, not \`${distinct[0] ?? ''}\``,
        );
      }
    }
  }

  // The running review's alternate certifier, named in prose ("the alternate certifier is the user `sam.lee`"): a
  // certifier named there leaves nobody when that certifier cannot act.
  const review = world.reviews.at(0);
  for (const match of text.matchAll(
    /\balternate certifier,? (?:is|was|becomes|:) (?:the user )?`([a-z]+\.[a-z]+)`/gi,
  )) {
    const said = group(match, 1);
    if (review?.alternateCertifierUser && index.people.has(said) && said !== review.alternateCertifierUser) {
      report(
        'review-fact',
        `the alternate certifier of "${review.name}" is \`${review.alternateCertifierUser}\`, not \`${said}\``,
      );
    }
  }

  checkIds(text, index, report);

  for (const match of text.matchAll(hostPattern)) {
    const host = group(match, 1).replace(/^_[a-z-]+\./, '');
    if (!index.hosts.has(host)) {
      report('unknown-host', `\`${host}\` is not a host of the Northwind world`);
    } else if (
      (host === world.deployment.selfHostedFqdn || host === world.deployment.selfHostedTestFqdn) &&
      !isSelfHosted(source, index)
    ) {
      report(
        'deployment',
        `\`${host}\` is the self-hosted install's address; Northwind's examples call its cloud tenant ${world.deployment.tenantHost}`,
      );
    }
  }

  for (const sentence of sentences(text)) {
    const subnets: string[] = [];
    for (const match of sentence.matchAll(ipPattern)) {
      const address = group(match, 1);
      const bits = group(match, 2) || undefined;
      const value = ipToNumber(address);
      if (value === undefined || !/^\d+\.\d+\.\d+\.\d+$/.test(address)) continue;
      if (!/^(10|127|172|192|198|203)\./.test(address)) continue;
      if (bits !== undefined) {
        const subnet = `${address}/${bits}`;
        subnets.push(subnet);
        if (!world.deployment.zones.some((zone) => zone.subnet === subnet)) {
          report('network', `\`${subnet}\` is not a network zone of the Northwind world`);
        }
        continue;
      }
      if (
        !world.deployment.zones.some(
          (zone) => zone.id !== 'internal' && zone.id !== 'datacenter' && inSubnet(value, zone.subnet),
        )
      ) {
        report('network', `\`${address}\` is in no network zone of the Northwind world`);
      }
      for (const zone of world.deployment.zones) {
        for (const [name, fixed] of Object.entries(zone.addresses ?? {})) {
          const gap = sentence.indexOf(address) - (sentence.indexOf(name) + name.length);
          // Only an address given for the host: right after its name, as in "dc01.northwind.local (10.30.1.10)".
          const listed = sentence.includes(fixed);
          if (name.includes('.') && sentence.includes(name) && !listed && gap >= 0 && gap <= 25) {
            report('network', `${name} is at \`${fixed}\`, not \`${address}\``);
          }
        }
      }
    }
    if (subnets.length === 1) {
      const lower = sentence.toLowerCase();
      const zones = world.deployment.zones.filter((zone) =>
        zone.keywords.some((keyword) => new RegExp(`\\b${keyword}s?\\b`).test(lower)),
      );
      if (zones.length === 1 && zones[0]?.subnet !== subnets[0] && zones[0]) {
        report('network', `the ${zones[0].name.toLowerCase()} is \`${zones[0].subnet}\`, not \`${subnets[0] ?? ''}\``);
      }
    }
  }

  for (const match of text.matchAll(pairPattern)) {
    const applicationName = pairApplication(group(match, 1), index);
    const entitlementText = group(match, 2);
    const pair = `${applicationName}~${entitlementText}`;
    if (placeholderPairs.has(pair)) continue;
    const application = index.applications.get(applicationName);
    if (!application) {
      report('unknown-entitlement', `\`${pair}\`: ${applicationName} is not an application of the Northwind world`);
    } else if (
      !application.entitlements.some(
        (entitlement) => entitlement.name === entitlementText || entitlementText.startsWith(`${entitlement.name} `),
      )
    ) {
      report('unknown-entitlement', `\`${pair}\`: ${application.name} has no entitlement ${group(match, 2)}`);
    }
  }

  // Backticks mark a value; bold marks a control's label, which may be worded differently from the API value.
  for (const match of text.matchAll(/`([^`\n]+)`/g)) {
    const token = group(match, 1).replace(/^"|"$/g, '');
    if (token === token.toUpperCase()) continue;
    const spelled = index.enumSpellings.get(normalize(token));
    if (spelled !== undefined && spelled !== token && token.length > 2) {
      if (index.validValues.has(token)) continue;
      report('api-spelling', `\`${token}\` is spelled \`${spelled}\` by the API`);
    }
  }
  for (const match of text.matchAll(/\b(ReAssign|Re-assign|re-Assign)\b|(?<=[a-z,;] )Reassign\b/g)) {
    report('api-spelling', `"${match[0]}": the task action is \`Re-Assign\``);
  }

  for (const sentence of sentences(text)) {
    for (const claim of unsupportedClaims) {
      if (inCode && !claim.inCode) continue;
      if (claim.pattern.test(sentence) && !(claim.unless?.test(sentence) ?? false)) {
        report(`claim:${claim.id}`, claim.reason);
      }
    }
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Record ids: one id names one record of the world everywhere

const idPattern = /(?<![0-9a-fA-F])[0-9a-f]{24}(?![0-9a-fA-F])/g;

/** The places of an API call that take the id of one kind of record, as a page or an example writes them. */
const idPlaces: readonly { pattern: RegExp; kind: RecordKind }[] = [
  { pattern: /\/api\/core\/task\/([0-9a-f]{24})\b/g, kind: 'task' },
  { pattern: /\/api\/core\/TargetSystem\/([0-9a-f]{24})\b/g, kind: 'application' },
  { pattern: /\/api\/core\/target-system\/([0-9a-f]{24})\b/g, kind: 'application' },
  { pattern: /\/api\/core\/role\/([0-9a-f]{24})\b/g, kind: 'role' },
  { pattern: /\/api\/core\/certification-request\/([0-9a-f]{24})\b/g, kind: 'certification-definition' },
  { pattern: /\buserid=([0-9a-f]{24})\b/g, kind: 'user' },
  { pattern: /\bReconciliationBatchId=([0-9a-f]{24})\b/g, kind: 'reconciliation-batch' },
  { pattern: /"taskId"\s*:\s*"([0-9a-f]{24})"/g, kind: 'task' },
];

/** Keys of an example whose value is the id of one kind of record. */
const idKeys: Readonly<Record<string, RecordKind>> = {
  userId: 'user',
  userid: 'user',
  targetSystemId: 'application',
  entitlementId: 'entitlement',
  requestObjectId: 'request',
  taskId: 'task',
};

/** The kind of record a cart item or a request payload names by `entityId`, by its `entityType`. */
const entityKinds: ReadonlyMap<string, RecordKind> = new Map([
  ['Entitlement', 'entitlement'],
  ['Role', 'role'],
  ['TargetSystem', 'application'],
]);

/** The kind a description names in "The `_id` of the …", as the API description words its id parameters. */
const describedKinds: readonly [string, RecordKind][] = [
  ['certification definition', 'certification-definition'],
  ['reconciliation batch', 'reconciliation-batch'],
  ['application', 'application'],
  ['entitlement', 'entitlement'],
  ['request', 'request'],
  ['task', 'task'],
  ['role', 'role'],
  ['user', 'user'],
];

function withArticle(kind: RecordKind): string {
  return `${/^[aeiou]/.test(kind) ? 'an' : 'a'} ${kind}`;
}

function describeRecord(record: ApiRecord): string {
  return `the ${record.kind} ${record.name}`;
}

function checkIds(text: string, index: WorldIndex, report: (rule: string, message: string) => void): void {
  for (const match of text.matchAll(idPattern)) {
    if (!index.records.has(match[0]))
      report('unknown-id', `\`${match[0]}\` is the id of no record of the Northwind world`);
  }
  for (const { pattern, kind } of idPlaces) {
    for (const match of text.matchAll(pattern)) {
      const record = index.records.get(group(match, 1));
      if (record && record.kind !== kind) {
        report(
          'id-kind',
          `\`${record.id}\` is ${describeRecord(record)}, where the call takes ${withArticle(kind)} id`,
        );
      }
    }
  }
}

/** What an object with an `_id` is, and its name in the world's terms, read from its other fields. */
function recordOf(object: JsonObject, index: WorldIndex): { kind: RecordKind; name?: string } | undefined {
  const text = (key: string): string | undefined => (typeof object[key] === 'string' ? object[key] : undefined);
  const application = (id: string | undefined): string | undefined =>
    id === undefined ? undefined : index.records.get(id)?.name;
  if ('assigneeType' in object || 'possibleActions' in object) return { kind: 'task' };
  if ('dryRun' in object) {
    const name = application(text('targetSystemId'));
    return { kind: 'reconciliation-batch', name: name && `${name} ${text('resourceType') ?? ''}` };
  }
  if ('targetSystemName' in object)
    return { kind: 'account', name: `${text('login') ?? ''} in ${text('targetSystemName') ?? ''}` };
  if ('requestId' in object) return { kind: 'request', name: text('requestId') };
  if ('certifierType' in object) return { kind: 'certification-definition', name: text('name') };
  if ('integrationLevel' in object || 'trustedReconciliation' in object)
    return { kind: 'application', name: text('name') };
  if ('roleOwnerLogin' in object) return { kind: 'role', name: text('name') };
  if ('targetSystemId' in object && text('name') !== undefined) {
    const name = application(text('targetSystemId'));
    return { kind: 'entitlement', name: name && `${name}~${text('name') ?? ''}` };
  }
  if ('login' in object) return { kind: 'user', name: text('login') };
  return undefined;
}

/** The ids of an example object: each names a record of the kind (and name) its key and its object say. */
function checkObjectIds(object: JsonObject, at: LineOf, index: WorldIndex, report: Report): void {
  const expect = (key: string, id: string, kind: RecordKind, name?: string): void => {
    const record = index.records.get(id);
    if (!record) return;
    if (record.kind !== kind || (name !== undefined && record.name !== name)) {
      const wanted = name === undefined ? withArticle(kind) : `the ${kind} ${name}`;
      report(at(key, id), 'id-kind', `${key} \`${id}\` is ${describeRecord(record)}, not ${wanted}`);
    }
  };
  for (const [key, kind] of Object.entries(idKeys)) {
    const value = object[key];
    if (typeof value === 'string') expect(key, value, kind);
  }
  if (typeof object.entityId === 'string' && typeof object.entityType === 'string') {
    const kind = entityKinds.get(object.entityType);
    if (kind) expect('entityId', object.entityId, kind);
  }
  if (typeof object._id === 'string') {
    const what = recordOf(object, index);
    if (what) expect('_id', object._id, what.kind, what.name);
  }
  if (typeof object.id === 'string' && typeof object.login === 'string') expect('id', object.id, 'user', object.login);
  // A parameter or a property of the API description: "The `_id` of the task." and its example.
  const described =
    typeof object.description === 'string' ? /^The `_id` of the ([a-z ]+)/.exec(object.description) : null;
  if (described) {
    const kind = describedKinds.find(([words]) => group(described, 1).startsWith(words))?.[1];
    const examples = [...strings(object.example), ...strings(object.examples)];
    for (const example of examples)
      if (kind) expect(object.example === undefined ? 'examples' : 'example', example, kind);
  }
}

// ---------------------------------------------------------------------------------------------------------------
// Structured examples: JSON and CSV blocks of pages, YAML examples of the OpenAPI file

function strings(value: Json | undefined): string[] {
  if (typeof value === 'string') return [value];
  if (Array.isArray(value)) return value.filter((item): item is string => typeof item === 'string');
  return [];
}

/** The fields of a person an example may state, beside `login`; CSV examples are read for the same columns. */
const personFields = [
  'displayName',
  'firstName',
  'lastName',
  'employeeNumber',
  'department',
  'jobTitle',
  'managerLogin',
  'email',
] as const;

function personField(person: Person, field: (typeof personFields)[number], emailDomain: string): string {
  return field === 'email' ? `${person.login}@${emailDomain}` : person[field];
}

/** Fields of a user record the world gives for some people only: an example may state them only for those. */
const optionalPersonFields = ['location', 'phoneNumber', 'userType', 'employeeType'] as const;

/** Checks one object of an example; `at` gives the line of a key's value within the example. */
function checkObject(object: JsonObject, at: LineOf, index: WorldIndex, report: Report): void {
  for (const [key, value] of Object.entries(object)) {
    if (!personKeys.has(key)) continue;
    for (const name of strings(value)) {
      if (/^[a-z]+\.[a-z]+$/.test(name) && !index.principals.has(name)) {
        report(at(key, name), 'unknown-person', `${key} \`${name}\` is not a person of the Northwind world`);
      }
    }
  }

  const login = typeof object.login === 'string' ? object.login : undefined;
  const person = login ? index.people.get(login) : undefined;
  if (person) {
    for (const key of personFields) {
      const expected = personField(person, key, index.world.emailDomain);
      const said = object[key];
      if (typeof said === 'string' && said !== expected) {
        report(at(key, said), 'person-fact', `${person.login}'s ${key} is "${expected}", not "${said}"`);
      }
    }
    // Not on an account: its fields are the application's, not the person's.
    if (!('targetSystemName' in object)) {
      for (const key of optionalPersonFields) {
        const said = object[key];
        if (typeof said !== 'string') continue;
        const expected = person[key];
        if (expected === undefined) {
          report(
            at(key, said),
            'person-fact',
            `the world does not give ${person.login}'s ${key}: add it to ${person.login} in src/data/world/ first`,
          );
        } else if (said !== expected) {
          report(at(key, said), 'person-fact', `${person.login}'s ${key} is "${expected}", not "${said}"`);
        }
      }
    }
    const application =
      typeof object.targetSystemName === 'string' ? index.applications.get(object.targetSystemName) : undefined;
    if (application) {
      for (const role of strings(object.associatedRoles)) {
        if (!person.roles.includes(role)) {
          report(at('associatedRoles', role), 'account-fact', `${person.login} is not a member of the role ${role}`);
        }
      }
      for (const entitlement of Array.isArray(object.entitlements) ? object.entitlements : []) {
        if (!isObject(entitlement) || typeof entitlement.entitlementName !== 'string') continue;
        const pair = `${application.name}~${entitlement.entitlementName}`;
        const holding = person.holds.find((held) => held.entitlement === pair);
        if (!holding) {
          report(
            at('entitlementName', entitlement.entitlementName),
            'account-fact',
            `${person.login} does not hold \`${pair}\``,
          );
          continue;
        }
        const roles = strings(entitlement.associatedRoles);
        const expectedRoles = holding.role ? [holding.role] : [];
        if (Array.isArray(entitlement.associatedRoles) && roles.join() !== expectedRoles.join()) {
          report(
            at('entitlementName', entitlement.entitlementName),
            'account-fact',
            `${person.login} holds \`${pair}\` through ${holding.role ? `the role ${holding.role}` : 'a request'}: associatedRoles should be [${expectedRoles.join(', ')}]`,
          );
        }
        if (
          typeof entitlement.provisionMechanism === 'string' &&
          entitlement.provisionMechanism !== holding.mechanism
        ) {
          report(
            at('entitlementName', entitlement.entitlementName),
            'account-fact',
            `${person.login} holds \`${pair}\` by ${holding.mechanism}, not ${entitlement.provisionMechanism}`,
          );
        }
      }
    }
  }

  const application =
    typeof object.name === 'string' && typeof object.integrationLevel === 'string'
      ? index.applications.get(object.name)
      : undefined;
  if (application) {
    const facts: [string, string | undefined][] = [
      ['integrationLevel', application.integrationLevel],
      ['performer', application.performer],
      ['businessOwner', application.businessOwner],
      ['ITOwner', application.ITOwner],
      ['riskLevel', application.riskLevel],
    ];
    for (const [key, expected] of facts) {
      const said = object[key];
      if (expected !== undefined && typeof said === 'string' && said !== expected) {
        report(at(key, said), 'application-fact', `${application.name}'s ${key} is "${expected}", not "${said}"`);
      }
    }
    const requestable = object.isRequestable;
    if (typeof requestable === 'boolean' && requestable !== application.isRequestable) {
      report(
        at('isRequestable', String(requestable)),
        'application-fact',
        application.isRequestable === undefined
          ? `the world does not say whether ${application.name} is requestable: add isRequestable to it in src/data/world/ first`
          : `${application.name}'s isRequestable is ${String(application.isRequestable)}, not ${String(requestable)}`,
      );
    }
  }

  checkImpact(object, at, index, report);
  checkReviewDefinition(object, at, index, report);
  checkObjectIds(object, at, index, report);

  // An entitlement object of an application example: its kind and risk level.
  const entitlement =
    typeof object.name === 'string' && ('riskLevel' in object || 'type' in object)
      ? index.entitlements.get(object.name)
      : undefined;
  if (entitlement && !('integrationLevel' in object)) {
    for (const [key, expected] of [
      ['type', entitlement.type],
      ['riskLevel', entitlement.riskLevel],
    ] as const) {
      const said = object[key];
      if (expected !== undefined && typeof said === 'string' && said !== expected) {
        report(
          at(key, said),
          'entitlement-fact',
          `the entitlement ${entitlement.name}'s ${key} is "${expected}", not "${said}"`,
        );
      }
    }
  }

  const role =
    typeof object.name === 'string' && ('roleOwnerLogin' in object || 'rule' in object || 'applications' in object)
      ? index.roles.get(object.name)
      : undefined;
  if (role) {
    const entitlements = strings(object.entitlements);
    if (entitlements.length > 0 && [...entitlements].sort().join() !== [...role.entitlements].sort().join()) {
      report(
        at('entitlements', entitlements[0]),
        'role-fact',
        `the role ${role.name} holds ${role.entitlements.join(', ')}, not ${entitlements.join(', ')}`,
      );
    }
    for (const [key, expected] of [
      ['roleOwnerLogin', role.roleOwnerLogin],
      ['riskLevel', role.riskLevel],
    ] as const) {
      const said = object[key];
      if (typeof said === 'string' && said !== expected) {
        report(at(key, said), 'role-fact', `the role ${role.name}'s ${key} is "${expected}", not "${said}"`);
      }
    }
  }
}

/** A certification definition of the running review: its certifier type, workflow and alternate certifier. */
function checkReviewDefinition(object: JsonObject, at: LineOf, index: WorldIndex, report: Report): void {
  const review = index.world.reviews.find((candidate) => candidate.name === object.name);
  if (!review || !('certifierType' in object)) return;
  for (const [key, expected] of [
    ['certifierType', review.certifierType],
    ['workflowName', review.workflowName],
    ['alternateCertifierUser', review.alternateCertifierUser],
  ] as const) {
    const said = object[key];
    if (typeof said === 'string' && expected !== undefined && said !== expected) {
      report(at(key, said), 'review-fact', `"${review.name}" has ${key} "${expected}", not "${said}"`);
    }
  }
}

/** An impact object of a certification run: the counts and lists of the running example's run. */
function checkImpact(object: JsonObject, at: LineOf, index: WorldIndex, report: Report): void {
  const review = index.world.reviews.at(0);
  if (!review || typeof object.certifierCount !== 'number') return;
  for (const [key, expected] of Object.entries(review.exampleRun)) {
    const said = object[key];
    if (typeof said === 'number' && said !== expected) {
      report(
        at(key),
        'review-fact',
        `the example run of "${review.name}" has ${key} ${String(expected)}, not ${String(said)}`,
      );
    }
  }
  const population = reviewPopulation(index.world, review).map((person) => person.login);
  const users = strings(object.userList);
  if (users.length > 0 && [...users].sort().join() !== [...population].sort().join()) {
    report(at('userList'), 'review-fact', `"${review.name}" covers ${population.join(', ')}, not ${users.join(', ')}`);
  }
}

/** Calls `visit` for every object in a JSON value, outermost first, with its path from the root. */
function eachObject(
  value: Json | undefined,
  visit: (object: JsonObject, path: readonly (string | number)[]) => void,
  path: readonly (string | number)[] = [],
): void {
  if (Array.isArray(value)) {
    value.forEach((item, position) => {
      eachObject(item, visit, [...path, position]);
    });
  } else if (isObject(value)) {
    visit(value, path);
    for (const [key, child] of Object.entries(value)) eachObject(child, visit, [...path, key]);
  }
}

interface Block {
  language: string;
  startLine: number;
  lines: string[];
}

function codeBlocks(text: string): Block[] {
  const blocks: Block[] = [];
  let open: Block | undefined;
  let fence = '';
  text.split('\n').forEach((line, index) => {
    const marker = /^(\s*)(`{3,}|~{3,})\s*([\w-]*)/.exec(line);
    if (!open && marker) {
      fence = group(marker, 2);
      open = { language: group(marker, 3).toLowerCase(), startLine: index + 2, lines: [] };
    } else if (open && line.trim().startsWith(fence) && line.trim().replace(/[`~]/g, '') === '') {
      blocks.push(open);
      open = undefined;
    } else if (open) {
      open.lines.push(line);
    }
  });
  return blocks;
}

function lineWithin(block: Block, key: string, value?: string): number {
  const found = block.lines.findIndex(
    (line) => line.includes(`"${key}"`) && (value === undefined || line.includes(value)),
  );
  const fallback = value === undefined ? -1 : block.lines.findIndex((line) => line.includes(value));
  const offset = found >= 0 ? found : Math.max(fallback, 0);
  return block.startLine + offset;
}

/** A variable guard, `: "${TASK_ID:?set TASK_ID …}"`, with the variable's name and the `&&` that joins it, if any. */
const GUARD = /^\s*: "\$\{([A-Za-z_]\w*):\?([^}]*)\}"\s*(&&)?\s*$/;
/** A line whose command goes on at the next line, the opening line of a loop or a condition among them. */
const CONTINUED = /(\\|&&|\|\||\||\b(?:do|then|else)|[{(])\s*$/;
/** The line that opens a loop or a condition, and the line that closes one: the body between them is one command. */
const OPENS = /\b(?:do|then)\s*$/;
const CLOSES = /^\s*(?:done|fi)\b/;

/**
 * A guard alone on its line stops a script, not a reader's terminal: pasted into an interactive shell, it prints its
 * message and the shell runs the next line with the empty value. Joined to the command it protects with `&&`, it
 * stops it in both, provided that command follows on the next line (zsh, without its interactive-comments option,
 * runs a comment line between them as a command, which ends the `&&` list, so the command after it runs unguarded)
 * and sends the variable the guard checks.
 */
function checkGuards(block: Block, report: Report): void {
  if (!['bash', 'sh', 'shell', 'zsh'].includes(block.language)) return;
  block.lines.forEach((line, offset) => {
    const guard = GUARD.exec(line);
    if (!guard) return;
    const [, name = '', message = '', joined] = guard;
    const at = block.startLine + offset;
    if (message.includes("'")) {
      report(
        at,
        'lone-guard',
        `the guard's message has a ', which the shell reads as an opening quote, so the pasted block does not run: reword the message without it`,
      );
    }
    if (!joined) {
      report(
        at,
        'lone-guard',
        'a guard alone on its line does not stop the next line in an interactive shell: end it with " &&"',
      );
      return;
    }
    const next = block.lines.at(offset + 1)?.trim() ?? '';
    if (next === '' || next.startsWith('#')) {
      report(
        at,
        'lone-guard',
        'put the command the guard protects on the next line, right after its " &&": a blank line, a comment or the end of the block there leaves that command unguarded',
      );
      return;
    }
    // The command runs to a line that neither continues it, nor leaves a single-quoted body (`-d '{…}'`) open, nor
    // lies inside a loop or a condition it opened (`for … do` to `done`, `if … then` to `fi`).
    const command: string[] = [];
    let quotes = 0;
    let depth = 0;
    for (const candidate of block.lines.slice(offset + 1)) {
      command.push(candidate);
      quotes += candidate.split("'").length - 1;
      if (quotes % 2 === 0) {
        if (OPENS.test(candidate)) depth += 1;
        else if (CLOSES.test(candidate)) depth = Math.max(0, depth - 1);
      }
      if (!CONTINUED.test(candidate) && quotes % 2 === 0 && depth === 0) break;
    }
    if (!command.some((candidate) => new RegExp(`\\$\\{?${name}\\b`).test(candidate))) {
      report(
        at,
        'lone-guard',
        `the command after the guard does not send $${name}: guard the variable that command sends, or move this guard to the command that sends $${name}`,
      );
    }
  });
}

function checkBlocks(source: Source, blocks: readonly Block[], index: WorldIndex, out: Finding[]): void {
  for (const block of blocks) {
    const report: Report = (line, rule, message) => out.push({ file: source.file, line, rule, message });
    checkGuards(block, report);
    if (block.language === 'json') {
      let parsed: Json;
      try {
        parsed = JSON.parse(block.lines.join('\n')) as Json;
      } catch {
        continue;
      }
      eachObject(parsed, (object) => {
        checkObject(object, (key, value) => lineWithin(block, key, value), index, report);
      });
    }
    const header = block.lines[0] ?? '';
    if ((block.language === 'csv' || block.language === 'text') && /(^|,)login(,|$)/.test(header)) {
      const columns = splitCsvLine(header);
      block.lines.slice(1).forEach((row, rowIndex) => {
        if (!row.includes(',')) return;
        const cells = splitCsvLine(row);
        const object: JsonObject = {};
        columns.forEach((column, columnIndex) => {
          const cell = cells[columnIndex] as string | undefined;
          if (
            cell !== undefined &&
            cell !== '' &&
            (column === 'login' || personFields.some((field) => field === column))
          ) {
            object[column] = cell;
          }
        });
        if (typeof object.login === 'string' && !('managerLogin' in object) && columns.includes('managerLogin'))
          object.managerLogin = '';
        checkObject(object, () => block.startLine + rowIndex + 1, index, report);
      });
    }
  }
}

/** Every object of the API description, its examples among them, located by the spec's own line finder. */
function checkSpecExamples(source: Source, spec: SpecSource, index: WorldIndex, out: Finding[]): void {
  const report: Report = (line, rule, message) => out.push({ file: source.file, line, rule, message });
  eachObject(spec.root, (object, path) => {
    checkObject(object, (key) => spec.lineOf([...path, key]), index, report);
  });
}

/**
 * A self-hosted page that uses the self-hosted install's address also names the cloud tenant, so that the reader
 * knows which of the two the rest of the site's examples call.
 */
function checkSelfHostedNote(source: Source, index: WorldIndex, out: Finding[]): void {
  const { selfHostedFqdn, tenantHost } = index.world.deployment;
  const lines = source.text.split('\n');
  const first = lines.findIndex((line) => line.includes(selfHostedFqdn));
  if (isSelfHosted(source, index) && first >= 0 && !source.text.includes(tenantHost)) {
    out.push({
      file: source.file,
      line: first + 1,
      rule: 'deployment',
      message: `this page uses ${selfHostedFqdn}: say that Northwind's other examples call its cloud tenant ${tenantHost}`,
    });
  }
}

/** Every finding for one page or the API description, against a world indexed once for all sources. */
export function checkSource(source: Source, index: WorldIndex): Finding[] {
  const findings: Finding[] = [];
  const blocks = codeBlocks(source.text);
  const codeLines = new Set(blocks.flatMap((block) => block.lines.map((_, offset) => block.startLine + offset)));
  source.text.split('\n').forEach((text, lineIndex) => {
    checkLine(source, text, lineIndex + 1, codeLines.has(lineIndex + 1), index, findings);
  });
  checkSelfHostedNote(source, index, findings);
  findings.push(...checkSystems(source, blocks, codeLines, index.systems), ...checkDocTalk(source, codeLines));
  if (source.spec) checkSpecExamples(source, source.spec, index, findings);
  else checkBlocks(source, blocks, index, findings);
  // A login can be found both as text and as a JSON value: report each fault once per line.
  const seen = new Set<string>();
  return findings
    .sort((a, b) => a.line - b.line)
    .filter((finding) => {
      const key = `${String(finding.line)}:${finding.rule}:${finding.rule === 'unknown-person' ? '' : finding.message}`;
      if (seen.has(key)) return false;
      seen.add(key);
      return true;
    });
}
