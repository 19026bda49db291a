/**
 * Runs `deploy/nginx.conf` for real: Debian's nginx, a throw-away prefix laid out as the config
 * expects (conf/, html/docs with a copy of build/, logs/), a free loopback port, and the CSP include
 * and the compressed copies made by the same scripts a deployment runs.
 */
import { spawn, spawnSync } from 'node:child_process';
import { once } from 'node:events';
import { chmodSync, cpSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { apiReference } from '../../config/api-reference';
import { deploy } from '../../config/deploy';
import { freePort } from '../../scripts/bench/lib';

const aptEnv = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };

function aptOffers(pkg: string): boolean {
  const policy = spawnSync('apt-cache', ['policy', pkg], { encoding: 'utf8' });
  return policy.status === 0 && /Candidate: (?!\(none\))\S+/.test(policy.stdout);
}

function aptInstall(packages: readonly string[]): boolean {
  const install = (): boolean =>
    spawnSync('apt-get', ['install', '-y', '-qq', '--no-install-recommends', ...packages], {
      stdio: 'inherit',
      env: aptEnv,
    }).status === 0;
  // A fresh machine may have no package lists yet: refresh them once, then try again.
  return (
    install() || (spawnSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env: aptEnv }).status === 0 && install())
  );
}

/**
 * Installs Debian's nginx when it is missing, and its Brotli module when apt offers one; where it
 * cannot (not root, no apt), it says what to do and fails.
 */
export function ensureNginx(): void {
  const canInstall = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  const missing = [
    ...(existsSync(deploy.nginxPath) ? [] : ['nginx']),
    ...(canInstall && !existsSync(deploy.brotli.module) && aptOffers(deploy.brotli.package)
      ? [deploy.brotli.package]
      : []),
  ];
  if (missing.length === 0) return;
  if (!canInstall) {
    throw new Error(
      `No nginx at ${deploy.nginxPath}. Install Debian's (as root: "apt-get install -y nginx ${deploy.brotli.package}"), ` +
        'then run the tests again.',
    );
  }
  if (!aptInstall(missing) || !existsSync(deploy.nginxPath)) {
    throw new Error(`apt-get could not install ${missing.join(' ')} (its output is above).`);
  }
}

/** Whether this nginx can compress with Brotli (the module `deploy/brotli/` loads is installed). */
export const brotliAvailable = (): boolean => existsSync(deploy.brotli.module);

async function answers(url: string): Promise<boolean> {
  try {
    await fetch(url, { redirect: 'manual' });
    return true;
  } catch {
    return false;
  }
}

export interface NginxServer {
  /** Origin of the running server, e.g. http://127.0.0.1:41234 */
  readonly origin: string;
  /** The generated CSP include, as nginx loaded it. */
  readonly cspInclude: string;
  /** The directory nginx serves /docs/ from: a copy of the build, compressed as deployed. */
  readonly docsRoot: string;
  /** The loopback port nginx proxies /docs/mcp to (deploy/mcp-upstream.conf), where no service runs until a test starts one. */
  readonly mcpPort: number;
  readonly stop: () => Promise<void>;
}

/**
 * Starts nginx with `deploy/` over `buildDir`; it runs in the foreground and `stop` ends it.
 * `compress: false` skips the compressed copies (a minute of CPU) for tests that do not read them.
 */
export async function startNginx(buildDir: string, { compress = true } = {}): Promise<NginxServer> {
  const build = path.resolve(buildDir);
  if (!existsSync(path.join(build, 'index.html'))) {
    throw new Error(`No production build in ${build}. Run "npm run build" first.`);
  }

  const prefix = mkdtempSync(path.join(tmpdir(), 'tessera-nginx-'));
  // Workers drop root for nginx's unprivileged user, which must reach html/ through the prefix.
  chmodSync(prefix, 0o755);
  const conf = path.join(prefix, 'conf');
  cpSync('deploy', conf, {
    recursive: true,
    filter: (source) => brotliAvailable() || !source.includes(`${path.sep}brotli`),
  });
  mkdirSync(path.join(prefix, 'logs'));
  // A copy, not a symlink: the configuration refuses to follow symlinks under its root.
  const docsRoot = path.join(prefix, 'html', 'docs');
  cpSync(build, docsRoot, { recursive: true });

  const port = await freePort();
  // Request lines far longer than nginx's default 8 KB reach the routing maps, to show they stay linear.
  writeFileSync(path.join(conf, 'listen.conf'), `listen 127.0.0.1:${port};\nlarge_client_header_buffers 4 1m;\n`);
  const mcpPort = await freePort();
  writeFileSync(path.join(conf, 'mcp-upstream.conf'), `upstream docs_mcp {\n    server 127.0.0.1:${mcpPort};\n}\n`);
  const cspInclude = path.join(conf, deploy.cspInclude);
  for (const [script, args, env] of [
    // The API explorer test sends requests to the mock server, which a production policy leaves out.
    ['deploy:csp', ['--build', build, '--out', cspInclude], { CSP_CONNECT_SRC: apiReference.mockServer }],
    ...(compress ? ([['deploy:compress', ['--build', docsRoot], {}]] as const) : []),
  ] as const) {
    const run = spawnSync('npm', ['run', '--silent', script, '--', ...args], {
      encoding: 'utf8',
      env: { ...process.env, ...env },
    });
    if (run.status !== 0) throw new Error(`npm run ${script} failed:\n${run.stderr}`);
  }

  const errorLog = path.join(prefix, 'logs', 'error.log');
  const child = spawn(
    deploy.nginxPath,
    ['-p', prefix, '-c', 'conf/nginx.conf', '-e', 'logs/error.log', '-g', 'daemon off;'],
    {
      stdio: ['ignore', 'inherit', 'pipe'],
    },
  );
  let stderr = '';
  child.stderr.on('data', (chunk: Buffer) => {
    stderr += chunk.toString();
  });
  const origin = `http://127.0.0.1:${port}`;
  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exit = once(child, 'exit');
      child.kill('SIGTERM');
      await exit;
    }
    rmSync(prefix, { recursive: true, force: true });
  };

  for (const deadline = Date.now() + 10_000; Date.now() < deadline;) {
    if (child.exitCode !== null) break;
    if (await answers(`${origin}/docs/`)) {
      return { origin, cspInclude: readFileSync(cspInclude, 'utf8'), docsRoot, mcpPort, stop };
    }
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  const log = existsSync(errorLog) ? readFileSync(errorLog, 'utf8') : '';
  await stop();
  throw new Error(`nginx did not start with deploy/nginx.conf:\n${stderr}${log}`);
}
