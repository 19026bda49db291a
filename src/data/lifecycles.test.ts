import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { apiReference } from '../../config/api-reference';
import { readSpec } from '../../lib/openapi/spec-source';
import { componentRenderers } from '../plugins/llms-txt/node/components';
import { completenessText, getLifecycle, lifecycles, transitionsText, type Lifecycle } from './lifecycles';
import { collectSchemaExamples, findLifecycleDivergences } from '../../lib/openapi/lifecycles';

// Loaded with the `yaml` package; aliases (`*userRequest`) are expanded, so examples that reuse one count.
const spec = readSpec(apiReference.specPath);
const check = (data: readonly Lifecycle[]): string[] =>
  findLifecycleDivergences(data, spec.root, { apiFile: spec.file, lineOf: spec.lineOf });

/** A copy of the life cycles with `lifecycle` put in place of the one with its id. */
const planted = (lifecycle: Lifecycle): Lifecycle[] =>
  lifecycles.map((candidate) => (candidate.id === lifecycle.id ? lifecycle : candidate));

/** The pages that show life cycles, in both versions. */
const pages = [
  'user/access-management/manage-tasks.md',
  'user/access-request/track-my-request.md',
  'user/access-reconciliation/application-synchronization.md',
  'user/access-reconciliation/create-reconciliation-file.md',
  'user/access-reconciliation/file-based-reconciliation.md',
  'user/access-reconciliation/reconciliation-messages.md',
].flatMap((page) => [`docs/${page}`, `versioned_docs/version-3.1/${page}`]);

/** The edges of each Mermaid state diagram in a page: `A --> B` (with or without a label). */
function stateDiagramEdges(markdown: string): { from: string; to: string }[] {
  const blocks = [...markdown.matchAll(/^```mermaid\n([\s\S]*?)^```$/gm)].map((match) => match[1]);
  return blocks
    .filter((block) => /^\s*stateDiagram/.test(block))
    .flatMap((block) =>
      [...block.matchAll(/^\s*(\S+)\s*-->\s*([^\s:]+)/gm)].map(([, from = '', to = '']) => ({ from, to })),
    );
}

/** Edges that no life cycle gives. */
function inventedEdges(markdown: string, data: readonly Lifecycle[] = lifecycles): string[] {
  const given = new Set(
    data.flatMap((lifecycle) => lifecycle.transitions.edges.map(({ from, to }) => `${from}>${to}`)),
  );
  return stateDiagramEdges(markdown)
    .filter(({ from, to }) => !given.has(`${from}>${to}`))
    .map(({ from, to }) => `${from} --> ${to}`);
}

describe('life cycles and the API description', () => {
  it('agree: each enum-backed life cycle is its enum, each examples-only value is in an example', () => {
    expect(check(lifecycles)).toEqual([]);
  });

  it('report a changed enum value with both places', () => {
    const taskStates = getLifecycle('task-states');
    const changed = {
      ...taskStates,
      values: taskStates.values.map((entry) => (entry.value === 'Cancelled' ? { ...entry, value: 'Canceled' } : entry)),
    } as Lifecycle;
    const problems = check(planted(changed));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('life cycle "task-states" in src/data/lifecycles.ts');
    expect(problems[0]).toMatch(/#\/components\/schemas\/TaskState\/enum in openapi\/tessera\.yaml:\d+/);
    expect(problems[0]).toContain('the enum has "Cancelled", the data has not');
    expect(problems[0]).toContain('the data has "Canceled", the enum has not');
  });

  it('report a value missing from a subset enum, such as Re-Assign spelled Reassign', () => {
    const actions = getLifecycle('task-actions');
    const changed = {
      ...actions,
      values: actions.values.map((entry) => (entry.value === 'Re-Assign' ? { ...entry, value: 'Reassign' } : entry)),
    } as Lifecycle;
    const problems = check(planted(changed));
    expect(problems).toHaveLength(2);
    expect(problems.join('\n')).toContain('#/components/schemas/PossibleAction/properties/action/enum');
    expect(problems.join('\n')).toContain('#/components/schemas/TaskAction/enum');
    for (const problem of problems) expect(problem).toContain('life cycle "task-actions" in src/data/lifecycles.ts');
  });

  it('report an examples-only value that no example shows, with both places', () => {
    const statuses = getLifecycle('request-statuses');
    const changed = {
      ...statuses,
      values: statuses.values.map((entry) => (entry.value === 'Draft' ? { ...entry, value: 'Drafted' } : entry)),
    } as Lifecycle;
    const problems = check(planted(changed));
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain('life cycle "request-statuses" in src/data/lifecycles.ts');
    expect(problems[0]).toContain('"Drafted" appears in no example of OnboardingRequest.status');
    expect(problems[0]).toMatch(/#\/components\/schemas\/OnboardingRequest in openapi\/tessera\.yaml:\d+/);
    expect(problems[0]).toContain('the examples there show "Draft"');
  });

  it('report a value claimed at a property whose examples do not show it', () => {
    const statuses = getLifecycle('request-statuses');
    const changed = {
      ...statuses,
      values: statuses.values.map((entry) =>
        entry.value === 'Request Submitted' ? { ...entry, seenAt: ['UserRequest.status'] } : entry,
      ),
    } as Lifecycle;
    expect(check(planted(changed))).toEqual([
      expect.stringContaining('"Request Submitted" appears in no example of UserRequest.status'),
    ]);
  });

  it('report a property the schema does not have, and a transition between unknown values', () => {
    const batch = getLifecycle('reconciliation-batch-status');
    const changed = {
      ...batch,
      source: { kind: 'examples', properties: ['ReconciliationBatch.state'] },
      values: batch.values.map((entry) => ({ ...entry, seenAt: ['ReconciliationBatch.state'] })),
      transitions: { ...batch.transitions, edges: [{ from: 'Initiated', to: 'Completed', basis: 'planted' }] },
    } as Lifecycle;
    const problems = check(planted(changed)).join('\n');
    expect(problems).toContain(
      'names ReconciliationBatch.state, a property that #/components/schemas/ReconciliationBatch',
    );
    expect(problems).toContain('has a transition from or to "Completed", which is not one of its values');
  });

  it('finds examples through aliases, arrays, nested schemas and discriminated unions', () => {
    const examples = collectSchemaExamples(spec.root);
    expect(examples.get('UserRequest')?.length).toBeGreaterThanOrEqual(2);
    expect(examples.get('AccountEntitlement')?.length).toBeGreaterThanOrEqual(2);
    expect(examples.get('RoleOnboardingRequest')).toHaveLength(1);
    expect(examples.get('ApplicationOnboardingRequest')).toHaveLength(1);
  });
});

describe('life cycle data', () => {
  it('says in a sentence what each value means and what you observe', () => {
    for (const lifecycle of lifecycles) {
      for (const entry of lifecycle.values) {
        expect(entry.meaning, `${lifecycle.id} ${entry.value}`).toMatch(/^[A-Z`].*\.$/);
        expect(entry.observe, `${lifecycle.id} ${entry.value}`).toMatch(/^[A-Z`].*\.$/);
      }
    }
  });

  it('gives no transition without a basis, and says so where it gives none', () => {
    for (const { id, transitions } of lifecycles) {
      for (const edge of transitions.edges) expect(edge.basis, id).not.toBe('');
      for (const rule of transitions.rules) expect(rule.basis, id).not.toBe('');
      expect(transitions.statement.basis, id).not.toBe('');
      if (transitions.edges.length === 0) expect(transitions.statement.text, id).toMatch(/not shown|not a state/);
    }
  });

  it('keeps the spellings of the API: Re-Assign and release, never Reassign', () => {
    expect(getLifecycle('task-actions').values.map((entry) => entry.value)).toEqual([
      'Claim',
      'Approve',
      'Reject',
      'Escalate',
      'Re-Assign',
      'release',
    ]);
    expect(JSON.stringify(lifecycles)).not.toMatch(/Reassign/);
  });

  it('says that the expiry rule holds and that open tasks are Assigned or Claimed', () => {
    expect(transitionsText(getLifecycle('task-states'))).toContain('No task action is allowed after expiry.');
    expect(transitionsText(getLifecycle('task-states'))).toContain('`Assigned` or `Claimed`');
    expect(completenessText(getLifecycle('request-statuses'))).toContain('The full set is not shown');
    expect(completenessText(getLifecycle('task-actions'))).toContain('`TaskAction`');
  });

  it('throws on an unknown id, naming the known ones', () => {
    expect(() => getLifecycle('task-status')).toThrow(/Unknown life cycle "task-status"\. Known: task-states/);
  });
});

describe('life cycles on the pages', () => {
  it('draw no state change that the data does not give', () => {
    for (const page of pages) expect(inventedEdges(readFileSync(page, 'utf8')), page).toEqual([]);
  });

  it('would catch an invented edge, such as release leading back to Assigned', () => {
    const diagram = [
      '```mermaid',
      'stateDiagram-v2',
      '    [*] --> Assigned',
      '    Claimed --> Assigned: release',
      '```',
    ].join('\n');
    expect(inventedEdges(diagram)).toEqual(['[*] --> Assigned', 'Claimed --> Assigned']);
    const given: Lifecycle = {
      ...getLifecycle('task-states'),
      transitions: {
        ...getLifecycle('task-states').transitions,
        edges: [{ from: 'Claimed', to: 'Assigned', basis: 'planted' }],
      },
    };
    expect(inventedEdges(diagram, planted(given))).toEqual(['[*] --> Assigned']);
  });

  it('name only known life cycles, each rendered as Markdown with every value', () => {
    const used = pages.flatMap((page) =>
      [...readFileSync(page, 'utf8').matchAll(/<LifecycleTable id="([^"]+)"/g)].map((match) => match[1]),
    );
    expect(new Set(used)).toEqual(
      new Set([
        'task-states',
        'task-types',
        'task-actions',
        'request-statuses',
        'request-resolutions',
        'reconciliation-batch-status',
        'reconciliation-event-status',
        'account-status',
      ]),
    );
    const render = componentRenderers.LifecycleTable;
    expect(render).toBeDefined();
    for (const lifecycle of lifecycles) {
      const markdown = render?.({ id: lifecycle.id }, { siteUrl: (sitePath) => `https://site/docs${sitePath}` }) ?? '';
      for (const entry of lifecycle.values) expect(markdown, lifecycle.id).toContain(`| \`${entry.value}\` |`);
      expect(markdown).toContain(completenessText(lifecycle));
      expect(markdown).toContain(transitionsText(lifecycle));
    }
  });
});
