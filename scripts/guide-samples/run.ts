/**
 * Runs every curl sample of the guides (both docs versions) against the mock server, as a reader
 * pastes it into a shell (how, in CONTRIBUTING.md, "Commands are safe to paste"). A sample passes when its shell exits 0, it
 * sent at least one request, and the mock answered every request with a 2xx.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMockServer, type MockExchange, type MockServer } from '../openapi/mock-server';
import { readSpec } from '../../lib/openapi/spec-source';
import { listOperations } from '../openapi/operations';
import {
  credentialVariables,
  forMock,
  guidePages,
  readPageSamples,
  type PageSamples,
  type SampleBlock,
} from './extract';

const root = path.resolve(import.meta.dirname, '..', '..');
const BLOCK_TIMEOUT_MS = 20_000;
/** The token the runner gives a sample: the mock accepts any bearer token. */
const EXAMPLE_TOKEN = 'example-token';
/** What `-F field=@file` uploads: the reader's own document, for which the runner writes a stand-in. */
const UPLOAD = /(?:-F|--form)\s+["']?[\w-]+=@"?([\w./-]+)/g;
const TOOLS = ['bash', 'curl', 'jq'];

/** Makes sure the shell and the tools the samples use are here; installs Debian's packages as root. */
function ensureTools(): void {
  const missing = TOOLS.filter((tool) => spawnSync('sh', ['-c', `command -v ${tool}`]).status !== 0);
  if (missing.length === 0) return;
  if (process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
    console.error(`guide samples: ${missing.join(', ')} missing, installing Debian's packages.`);
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
    const stdio = ['ignore', process.stderr, process.stderr] as const;
    if (
      spawnSync('apt-get', ['update'], { stdio: [...stdio], env }).status === 0 &&
      spawnSync('apt-get', ['install', '-y', '--no-install-recommends', ...missing], { stdio: [...stdio], env })
        .status === 0
    ) {
      return;
    }
  }
  throw new Error(
    `the guide samples need ${missing.join(', ')}: install them (Debian/Ubuntu as root: "apt-get install -y ${missing.join(' ')}") and run again`,
  );
}

/**
 * Ids a page tells the reader to copy from an answer into a variable, by variable name: the runner
 * gives each the example of the operation parameter it goes to.
 */
const READER_IDS: Record<string, { operationId: string; parameter: string }> = {
  TASK_ID: { operationId: 'actOnTask', parameter: 'id' },
  // A task's requestObjectId, the `_id` of its request.
  REQUEST_ID: { operationId: 'getUserRequest', parameter: 'id' },
  // The API reads no batch back, so a page that did not start the batch has the reader copy its `_id` from the
  // application's Reconciliation tab.
  BATCH_ID: { operationId: 'listReconciliationEvents', parameter: 'ReconciliationBatchId' },
};

function readerIds(): Record<string, string> {
  const operations = listOperations(readSpec(path.join(root, 'openapi/tessera.yaml')).root);
  return Object.fromEntries(
    Object.entries(READER_IDS).map(([name, { operationId, parameter }]) => {
      const example = operations
        .find((operation) => operation.operationId === operationId)
        ?.parameters.find((candidate) => candidate.name === parameter)?.examples[0];
      if (typeof example !== 'string')
        throw new Error(`${operationId} has no example for ${parameter}, which ${name} takes`);
      return [name, example];
    }),
  );
}

/**
 * Runs each block of a page in its own shell, as the reader's terminal would: the variables a block
 * sets (not those of a fresh shell) are saved when it ends and restored in the next block of the page.
 * FUNCNAME, which bash sets inside the saving function, is not the page's and cannot be restored.
 */
function sessionScript(code: string, baseline: string[]): string {
  return [
    `__save_session() { local __name; for __name in $(compgen -v); do case " ${baseline.join(' ')} " in *" $__name "*) ;; *) [[ $__name == __* || $__name == FUNCNAME ]] || declare -p "$__name";; esac; done > .session; }`,
    'trap __save_session EXIT',
    'if [ -f .session ]; then source .session; fi',
    code,
  ].join('\n');
}

function shellEnv(cwd: string): NodeJS.ProcessEnv {
  return { PATH: process.env.PATH, HOME: cwd, LANG: 'C.UTF-8' };
}

function runShell(
  code: string,
  env: NodeJS.ProcessEnv,
  cwd: string,
): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    // -u: a variable the page never sets fails the sample instead of sending an empty value.
    // stdin is /dev/null: on a socket, bash would read /etc/bash.bashrc as for a remote shell, and `read` would wait.
    const shell = spawn('bash', ['-euo', 'pipefail', '-c', code], {
      cwd,
      env,
      timeout: BLOCK_TIMEOUT_MS,
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    shell.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    shell.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    shell.on('close', (status) => {
      resolve({ status, output });
    });
  });
}

function describeExchange(exchange: MockExchange): string {
  const faults = exchange.faults.map((fault) => `${fault.at} ${fault.message}`).join('; ');
  return `${exchange.status} ${exchange.method} ${exchange.url}${faults ? `: ${faults}` : ''}`;
}

interface Session {
  mock: MockServer;
  cwd: string;
  baseline: string[];
  ids: Record<string, string>;
}

async function runBlock(block: SampleBlock, { mock, cwd, baseline, ids }: Session): Promise<string | undefined> {
  const code = forMock(block.code, mock.baseUrl);
  const env = shellEnv(cwd);
  for (const name of credentialVariables(code)) env[name] = EXAMPLE_TOKEN;
  for (const [name, value] of Object.entries(ids)) if (code.includes(name)) env[name] = value;
  for (const [, upload] of code.matchAll(UPLOAD)) {
    if (upload && !existsSync(path.join(cwd, upload)))
      writeFileSync(path.join(cwd, upload), `Stand-in for ${upload}\n`);
  }
  const before = mock.exchanges.length;
  const { status, output } = await runShell(sessionScript(code, baseline), env, cwd);
  const exchanges = mock.exchanges.slice(before);
  const refused = exchanges.filter((exchange) => exchange.status < 200 || exchange.status >= 300);
  if (refused.length > 0) return refused.map(describeExchange).join('\n    ');
  if (status !== 0)
    return `the shell exited with ${String(status)}: ${output.trim().split('\n').slice(-3).join(' / ')}`;
  if (exchanges.length === 0) return 'no request reached the mock server';
  return undefined;
}

/** Pages run this many at a time, each worker on its own mock server so that every request is its block's. */
const WORKERS = 4;

async function runPage(page: PageSamples, session: Omit<Session, 'cwd'>): Promise<string[]> {
  const failures: string[] = [];
  const cwd = mkdtempSync(path.join(tmpdir(), 'guide-sample-'));
  try {
    for (const body of page.bodyFiles) writeFileSync(path.join(cwd, body.title ?? ''), body.code);
    for (const block of page.commands) {
      const failure = await runBlock(block, { ...session, cwd });
      if (failure) failures.push(`${page.file}:${block.line}: ${failure}`);
    }
  } finally {
    rmSync(cwd, { recursive: true, force: true });
  }
  return failures;
}

async function main(): Promise<void> {
  ensureTools();
  const started = Date.now();
  const ids = readerIds();
  const baseline = spawnSync('bash', ['-euo', 'pipefail', '-c', 'compgen -v'], {
    env: shellEnv(tmpdir()),
    encoding: 'utf8',
  })
    .stdout.split('\n')
    .filter(Boolean);
  const pages = guidePages(root).map((file) => readPageSamples(root, file));
  const failures = pages.flatMap((page) =>
    page.problems.map((problem) => `${page.file}:${problem.line}: ${problem.message}`),
  );
  const queue = pages.filter((page) => page.commands.length > 0);
  let next = 0;
  const worker = async (): Promise<void> => {
    const mock = await startMockServer();
    try {
      for (let page = queue.at(next++); page !== undefined; page = queue.at(next++)) {
        failures.push(...(await runPage(page, { mock, baseline, ids })));
      }
    } finally {
      await mock.stop();
    }
  };
  await Promise.all(Array.from({ length: WORKERS }, worker));

  const count = (pick: (page: PageSamples) => unknown[]) => pages.reduce((sum, page) => sum + pick(page).length, 0);
  const commands = count((page) => page.commands);
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length > 0) {
    for (const failure of failures.sort((a, b) => a.localeCompare(b, 'en', { numeric: true }))) console.error(failure);
    console.error(
      `guide samples: ${failures.length} failures in ${commands} curl blocks and their markers (${seconds} s)`,
    );
    process.exit(1);
  }
  console.log(
    `guide samples: ${commands} curl blocks of ${queue.length} pages (with ${count((page) => page.bodyFiles)} body files) ran against the mock server in ${seconds} s; ${count((page) => page.fragments)} blocks marked fragment`,
  );
}

main().catch((error: unknown) => {
  console.error(`guide samples: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
