/**
 * Runs every curl sample of the guides (both docs versions) against the mock server, as a reader
 * pastes it into a shell (see README.md in this folder). A sample passes when its shell exits 0, it
 * sent at least one request, and the mock answered every request with a 2xx.
 */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startMockServer, type MockExchange, type MockServer } from '../openapi/mock-server';
import { guidePages, readPageSamples, type SampleBlock } from './extract';

const root = path.resolve(import.meta.dirname, '..', '..');
const BLOCK_TIMEOUT_MS = 20_000;
/** The token the runner gives a sample: the mock accepts any bearer token. */
const EXAMPLE_TOKEN = 'example-token';
/** The addresses the guides send requests to: a tenant, a self-hosted install, the mock's own port. */
const API_ORIGIN =
  /https:\/\/(?:[a-z0-9-]+\.)+tessera\.example|https:\/\/iga\.northwind\.example|http:\/\/127\.0\.0\.1:4010/g;
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

/** The sample as it runs here: the API's addresses pointed at the mock. */
export function forMock(code: string, baseUrl: string): string {
  return code.replace(API_ORIGIN, baseUrl);
}

/** The `$…_TOKEN` variables a sample reads without setting: the reader's bearer tokens. */
export function tokenVariables(code: string): string[] {
  const used = [...code.matchAll(/\$\{?([A-Z][A-Z0-9_]*_TOKEN)\b/g)].map((match) => match[1]);
  return [...new Set(used)].filter((name) => !new RegExp(`(^|[\\s;(])${name}=`).test(code));
}

function runShell(code: string, cwd: string, tokens: string[]): Promise<{ status: number | null; output: string }> {
  return new Promise((resolve) => {
    const env: NodeJS.ProcessEnv = { PATH: process.env.PATH, HOME: cwd, LANG: 'C.UTF-8' };
    for (const name of tokens) env[name] = EXAMPLE_TOKEN;
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
    shell.on('close', (status) => { resolve({ status, output }); });
  });
}

function describeExchange(exchange: MockExchange): string {
  const faults = exchange.faults.map((fault) => `${fault.at} ${fault.message}`).join('; ');
  return `${exchange.status} ${exchange.method} ${exchange.url}${faults ? `: ${faults}` : ''}`;
}

async function runBlock(block: SampleBlock, mock: MockServer, cwd: string): Promise<string | undefined> {
  const code = forMock(block.code, mock.baseUrl);
  for (const [, upload] of code.matchAll(UPLOAD)) {
    if (upload && !existsSync(path.join(cwd, upload)))
      writeFileSync(path.join(cwd, upload), `Stand-in for ${upload}\n`);
  }
  const before = mock.exchanges.length;
  const { status, output } = await runShell(code, cwd, tokenVariables(code));
  const exchanges = mock.exchanges.slice(before);
  const refused = exchanges.filter((exchange) => exchange.status < 200 || exchange.status >= 300);
  if (refused.length > 0) return refused.map(describeExchange).join('\n    ');
  if (status !== 0)
    return `the shell exited with ${String(status)}: ${output.trim().split('\n').slice(-3).join(' / ')}`;
  if (exchanges.length === 0) return 'no request reached the mock server';
  return undefined;
}

async function main(): Promise<void> {
  ensureTools();
  const started = Date.now();
  const mock = await startMockServer();
  const failures: string[] = [];
  let commands = 0;
  let fragments = 0;
  let bodies = 0;
  try {
    for (const file of guidePages(root)) {
      const page = readPageSamples(root, file);
      fragments += page.fragments.length;
      for (const problem of page.problems) failures.push(`${file}:${problem.line}: ${problem.message}`);
      if (page.commands.length === 0) continue;
      const cwd = mkdtempSync(path.join(tmpdir(), 'guide-sample-'));
      try {
        for (const body of page.bodyFiles) {
          writeFileSync(path.join(cwd, body.title ?? ''), body.code);
          bodies += 1;
        }
        for (const block of page.commands) {
          commands += 1;
          const failure = await runBlock(block, mock, cwd);
          if (failure) failures.push(`${file}:${block.line}: ${failure}`);
        }
      } finally {
        rmSync(cwd, { recursive: true, force: true });
      }
    }
  } finally {
    await mock.stop();
  }
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (failures.length > 0) {
    for (const failure of failures) console.error(failure);
    console.error(`guide samples: ${failures.length} of ${commands} curl blocks or markers failed (${seconds} s)`);
    process.exit(1);
  }
  console.log(
    `guide samples: ${commands} curl blocks (with ${bodies} body files) ran against the mock server in ${seconds} s; ${fragments} blocks marked fragment`,
  );
}

main().catch((error: unknown) => {
  console.error(`guide samples: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
