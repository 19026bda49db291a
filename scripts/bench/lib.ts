/** Pieces of the page-speed benchmark that do not need a browser: reading a Lighthouse result, medians, processes. */
import { spawn, type SpawnOptions } from 'node:child_process';
import { createServer } from 'node:net';
import type { Result } from 'lighthouse';
import { site } from '../../config/site';

export interface Measurement {
  /** Lighthouse performance score, 0 to 1. */
  readonly score: number;
  readonly lcpMs: number;
  readonly tbtMs: number;
  readonly cls: number;
  /** Bytes transferred (compressed) for scripts, and for everything. */
  readonly scriptBytes: number;
  readonly totalBytes: number;
  /** Requests to any host other than the page's own. */
  readonly thirdPartyRequests: number;
}

interface ResourceItem {
  resourceType: string;
  transferSize: number;
}

interface RequestItem {
  url: string;
}

/** An audit by id; Lighthouse leaves out audits that could not run, whatever its types say. */
function auditOf(lhr: Result, audit: string): Result['audits'][string] | undefined {
  return lhr.audits[audit];
}

function numericValue(lhr: Result, audit: string): number {
  const value = auditOf(lhr, audit)?.numericValue;
  if (value === undefined) throw new Error(`Lighthouse result for ${lhr.finalDisplayedUrl} lacks the "${audit}" audit`);
  return value;
}

function items<T>(lhr: Result, audit: string): T[] {
  const details = auditOf(lhr, audit)?.details;
  if (!details || !('items' in details)) {
    throw new Error(`Lighthouse result for ${lhr.finalDisplayedUrl} lacks the items of "${audit}"`);
  }
  return details.items as T[];
}

export function summarize(lhr: Result): Measurement {
  const performance = lhr.categories.performance as Result['categories'][string] | undefined;
  const score = performance?.score;
  if (score === undefined || score === null) {
    throw new Error(
      `Lighthouse gave no performance score for ${lhr.finalDisplayedUrl}: ${lhr.runtimeError?.message ?? 'no reason given'}`,
    );
  }
  const resources = items<ResourceItem>(lhr, 'resource-summary');
  const bytesOf = (type: string): number => resources.find((item) => item.resourceType === type)?.transferSize ?? 0;
  const origin = new URL(lhr.finalDisplayedUrl).origin;
  const thirdPartyRequests = items<RequestItem>(lhr, 'network-requests').filter(({ url }) => {
    const parsed = new URL(url);
    return (parsed.protocol === 'http:' || parsed.protocol === 'https:') && parsed.origin !== origin;
  }).length;
  return {
    score,
    lcpMs: numericValue(lhr, 'largest-contentful-paint'),
    tbtMs: numericValue(lhr, 'total-blocking-time'),
    cls: numericValue(lhr, 'cumulative-layout-shift'),
    scriptBytes: bytesOf('script'),
    totalBytes: bytesOf('total'),
    thirdPartyRequests,
  };
}

export function median(values: readonly number[]): number {
  if (values.length === 0) throw new Error('median of no values');
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? (sorted[middle] ?? 0) : ((sorted[middle - 1] ?? 0) + (sorted[middle] ?? 0)) / 2;
}

/** A loopback port nobody listens on, so that the benchmark never meets another one's server. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => {
        if (address && typeof address === 'object') resolve(address.port);
        else reject(new Error('no port'));
      });
    });
  });
}

export async function waitForUrl(url: string, timeoutMs = 30_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      if ((await fetch(url)).ok) return;
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`Nothing answered at ${url} within ${timeoutMs / 1000} s`);
}

/** `npm run serve` of a build directory on a free port, as the benchmarks measure it. */
export async function serveBuild(
  dir: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<{ origin: string; close: () => void }> {
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  // Node itself runs the server (not npx), so that killing it stops the server.
  const server = spawn(
    process.execPath,
    ['--import', 'tsx', 'scripts/serve.ts', '--port', String(port), '--host', '127.0.0.1', '--dir', dir],
    { stdio: 'ignore', env },
  );
  try {
    await waitForUrl(`${origin}${site.baseUrl}`);
  } catch (error) {
    server.kill();
    throw error;
  }
  return { origin, close: () => server.kill() };
}

/** Runs a command to completion; rejects with the command line when it fails. */
export function run(command: string, args: readonly string[], options: SpawnOptions = {}): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { stdio: 'inherit', ...options });
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve();
      else reject(new Error(`"${[command, ...args].join(' ')}" exited with ${code ?? 'a signal'}`));
    });
  });
}

/** Runs a command to completion and returns what it printed; rejects with its error output when it fails. */
export function output(command: string, args: readonly string[], env: NodeJS.ProcessEnv): Promise<string> {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { env, stdio: ['ignore', 'pipe', 'pipe'] });
    const out: Buffer[] = [];
    const err: Buffer[] = [];
    child.stdout.on('data', (chunk: Buffer) => out.push(chunk));
    child.stderr.on('data', (chunk: Buffer) => err.push(chunk));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code === 0) resolve(Buffer.concat(out).toString('utf8'));
      else
        reject(
          new Error(
            `"${command} ${args.join(' ')}" exited with ${code ?? 'a signal'}:\n${Buffer.concat(err).toString('utf8')}`,
          ),
        );
    });
  });
}
