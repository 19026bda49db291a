/**
 * `npm run test:samples`: runs every code sample of the API reference, as the operation pages show
 * it (lib/openapi/code-samples, the function `npm run gen:api` uses), against the mock server.
 * curl, Node.js and Python run as they are; Java is compiled with one `javac` call, Go with one
 * `go build`, C# with `mcs`, then run with `java`, the binary and `mono`. Each sample calls a
 * recorder in front of the mock, which holds the request to the operation's example
 * (./sample-recorder.ts); a sample passes when it sent that request, got a 2xx and printed it, and
 * exited 0. PowerShell cannot run here: code-samples.test.ts checks those samples' structure.
 *
 *   npm run test:samples [-- --languages curl,python]
 */
import { spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, tmpdir } from 'node:os';
import path from 'node:path';
import { apiReference, codeSampleContext } from '../../config/api-reference';
import { codeSamples, sampleTemplates, type CodeSample } from '../../lib/openapi/code-samples';
import { startMockServer, type MockServer } from './mock-server';
import { readSpec } from '../../lib/openapi/spec-source';
import { ensureSampleToolchains } from '../../lib/sample-toolchains';
import { requestProblems, startRecorder } from './sample-recorder';

const TOKEN = 'sample-runner-token';
const RUN_TIMEOUT_MS = 60_000;
const COMPILE_TIMEOUT_MS = 300_000;

interface Result {
  sample: CodeSample;
  ok: boolean;
  status?: number;
  lines: string[];
}

interface Output {
  code: number | null;
  stdout: string;
  stderr: string;
  /** Killed at its time limit. */
  timedOut: boolean;
}

function run(
  command: string,
  args: readonly string[],
  options: { cwd: string; env?: NodeJS.ProcessEnv; timeoutMs: number },
): Promise<Output> {
  return new Promise((resolve) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let stdout = '';
    let stderr = '';
    let timedOut = false;
    child.stdout.on('data', (chunk: Buffer) => {
      stdout += chunk.toString();
    });
    child.stderr.on('data', (chunk: Buffer) => {
      stderr += chunk.toString();
    });
    const timer = setTimeout(() => {
      stderr += `\n(killed after ${options.timeoutMs / 1000} s)`;
      timedOut = true;
      child.kill('SIGKILL');
    }, options.timeoutMs);
    child.on('error', (error) => {
      clearTimeout(timer);
      resolve({ code: null, stdout, stderr: `${stderr}${error.message}`, timedOut });
    });
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ code, stdout, stderr, timedOut });
    });
  });
}

/** Runs `task` on each item, at most `limit` at once. */
async function pool<T, R>(items: readonly T[], limit: number, task: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < items.length) {
      const index = next++;
      results[index] = await task(items[index]);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** A sample's own directory: its source, and the files it reads (a form's attachment). */
function writeSample(root: string, sample: CodeSample): string {
  const dir = path.join(root, sample.template.tab, sample.request.name);
  mkdirSync(dir, { recursive: true });
  writeFileSync(path.join(dir, sample.fileName), sample.source);
  if (sample.request.body?.kind === 'multipart') {
    for (const part of sample.request.body.parts) {
      if (part.kind === 'file') writeFileSync(path.join(dir, part.fileName), part.content);
    }
  }
  return dir;
}

type Step = { command: string; args: string[] } | { failed: Output };

/** Compiles every sample of a language that needs it; returns how to run one. */
async function prepare(
  tab: string,
  root: string,
  samples: readonly CodeSample[],
): Promise<(sample: CodeSample, dir: string) => Step | Promise<Step>> {
  const langDir = path.join(root, tab);
  switch (tab) {
    case 'curl':
      return (sample) => ({ command: 'bash', args: [sample.fileName] });
    case 'nodejs':
      return (sample) => ({ command: process.execPath, args: [sample.fileName] });
    case 'python':
      return (sample) => ({ command: 'python3', args: [sample.fileName] });
    case 'java': {
      const classes = path.join(langDir, 'classes');
      const sources = samples.map((sample) => path.join(langDir, sample.request.name, sample.fileName));
      const compiled = await run('javac', ['-d', classes, ...sources], { cwd: langDir, timeoutMs: COMPILE_TIMEOUT_MS });
      return (sample) =>
        compiled.code === 0
          ? // Quick start-up for a short program: the client's compiler tier and the serial collector.
            {
              command: 'java',
              args: [
                '-XX:TieredStopAtLevel=1',
                '-XX:+UseSerialGC',
                '-cp',
                classes,
                path.basename(sample.fileName, '.java'),
              ],
            }
          : { failed: compiled };
    }
    case 'go': {
      writeFileSync(path.join(langDir, 'go.mod'), 'module tessera.example/samples\n\ngo 1.19\n');
      const bin = path.join(langDir, 'bin');
      const compiled = await run('go', ['build', '-o', bin + path.sep, './...'], {
        cwd: langDir,
        env: { GOFLAGS: '-mod=mod', GOPROXY: 'off', GOTOOLCHAIN: 'local', GOWORK: 'off' },
        timeoutMs: COMPILE_TIMEOUT_MS,
      });
      return (sample) =>
        compiled.code === 0 ? { command: path.join(bin, sample.request.name), args: [] } : { failed: compiled };
    }
    case 'csharp':
      return async (sample, dir) => {
        const exe = path.join(dir, path.basename(sample.fileName, '.cs') + '.exe');
        const compiled = await run('mcs', ['-r:System.Net.Http', `-out:${exe}`, sample.fileName], {
          cwd: dir,
          timeoutMs: COMPILE_TIMEOUT_MS,
        });
        return compiled.code === 0 ? { command: 'mono', args: [exe] } : { failed: compiled };
      };
    default:
      throw new Error(`no way to run ${tab} samples`);
  }
}

const tail = (text: string): string[] =>
  text
    .trim()
    .split('\n')
    .slice(-12)
    .map((line) => `      ${line}`);

/**
 * Runs a sample once more when its first run hung: Mono now and then stays alive after a C# sample's
 * Main has returned and printed its answer (seen in CI on a loaded machine). A second hang, or any
 * other failure, fails the sample.
 */
async function runSample(sample: CodeSample, dir: string, step: Step, mock: MockServer): Promise<Result> {
  const first = await runSampleOnce(sample, dir, step, mock);
  if (!first.timedOut) return first;
  const second = await runSampleOnce(sample, dir, step, mock);
  return second.ok ? { ...second, lines: ['passed on a second run after the first hung'] } : second;
}

async function runSampleOnce(
  sample: CodeSample,
  dir: string,
  step: Step,
  mock: MockServer,
): Promise<Result & { timedOut?: boolean }> {
  const lines: string[] = [];
  if ('failed' in step) {
    return { sample, ok: false, lines: ['does not compile:', ...tail(step.failed.stdout + step.failed.stderr)] };
  }
  const recorder = await startRecorder(mock.baseUrl);
  const output = await run(step.command, step.args, {
    cwd: dir,
    env: { TESSERA_TOKEN: TOKEN, TESSERA_BASE_URL: recorder.baseUrl },
    timeoutMs: RUN_TIMEOUT_MS,
  });
  await recorder.close();
  const received = recorder.received.at(0);
  if (received === undefined) lines.push('sent no request');
  if (recorder.received.length > 1) lines.push(`sent ${recorder.received.length} requests, expected one`);
  if (received) lines.push(...requestProblems(sample.request, received, TOKEN).map((problem) => `sent ${problem}`));
  const status = received?.status;
  const answered = status !== undefined && status >= 200 && status < 300;
  if (received && !answered) lines.push(`the mock answered ${String(status)}, expected 2xx`);
  if (status !== undefined && !output.stdout.includes(`HTTP ${status}`)) lines.push(`did not print "HTTP ${status}"`);
  if (output.code !== 0) lines.push(`exited with ${String(output.code)}, expected 0`);
  if (lines.length > 0) lines.push('    output:', ...tail(`${output.stdout}\n${output.stderr}`));
  return { sample, ok: lines.length === 0, status, lines, timedOut: output.timedOut };
}

function languagesArgument(): string[] {
  const runnable = sampleTemplates.map((template) => template.tab).filter((tab) => tab !== 'powershell');
  const index = process.argv.indexOf('--languages');
  if (index === -1) return runnable;
  const chosen = (process.argv[index + 1] ?? '').split(',').filter(Boolean);
  const unknown = chosen.filter((tab) => !runnable.includes(tab));
  if (unknown.length > 0 || chosen.length === 0) {
    throw new Error(
      `--languages takes a comma-separated list of ${runnable.join(', ')}; got ${unknown.join(', ') || 'nothing'}`,
    );
  }
  return chosen;
}

async function main(): Promise<void> {
  const started = Date.now();
  const tabs = languagesArgument();
  ensureSampleToolchains(tabs);
  const samples = codeSamples(readSpec(apiReference.specPath), codeSampleContext).filter((sample) =>
    tabs.includes(sample.template.tab),
  );
  const root = mkdtempSync(path.join(tmpdir(), 'tessera-samples-'));
  const dirs = new Map(samples.map((sample) => [sample, writeSample(root, sample)]));
  const mock = await startMockServer();
  const timings: string[] = [];
  try {
    const limit = Math.max(2, availableParallelism());
    const perLanguage = await Promise.all(
      tabs.map(async (tab) => {
        const languageStart = Date.now();
        const ofTab = samples.filter((sample) => sample.template.tab === tab);
        const runner = await prepare(tab, root, ofTab);
        const results = await pool(ofTab, limit, async (sample) => {
          const dir = dirs.get(sample) ?? root;
          return runSample(sample, dir, await runner(sample, dir), mock);
        });
        timings.push(`${tab} ${((Date.now() - languageStart) / 1000).toFixed(1)} s`);
        return results;
      }),
    );
    const results = perLanguage.flat();
    for (const result of results) {
      const { sample } = result;
      const label = `${sample.template.tab.padEnd(7)} ${sample.request.name} (${sample.fileName})`;
      if (result.ok) {
        const note = result.lines.length > 0 ? ` (${result.lines.join('; ')})` : '';
        console.log(`ok    ${label}: HTTP ${String(result.status)}${note}`);
      } else {
        console.log(`FAIL  ${label}`);
        for (const line of result.lines) console.log(`    ${line}`);
      }
    }
    const failed = results.filter((result) => !result.ok).length;
    const seconds = ((Date.now() - started) / 1000).toFixed(1);
    console.log(
      `test:samples: ${results.length - failed} of ${results.length} samples passed (${tabs.join(', ')}) in ${seconds} s; per language: ${timings.join(', ')}`,
    );
    if (failed > 0 && results.some((result) => result.lines.some((line) => line.startsWith('the mock answered')))) {
      const refused = mock.exchanges.filter((exchange) => exchange.status >= 300).slice(-15);
      console.log(
        `The mock server's refusals:\n${refused.map((exchange) => `${exchange.status} ${exchange.method} ${exchange.url} ${exchange.faults.map((fault) => `${fault.at} ${fault.message}`).join('; ')}`).join('\n')}`,
      );
    }
    if (failed > 0) process.exitCode = 1;
  } finally {
    await mock.stop();
    if (process.exitCode === 1 || process.env.KEEP_SAMPLES) console.log(`Samples kept in ${root}`);
    else rmSync(root, { recursive: true, force: true });
  }
}

main().catch((error: unknown) => {
  console.error(`test:samples: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
