/**
 * Makes sure the toolchains that compile and run the API reference's code samples are installed
 * (`npm run test:samples`, scripts/openapi/run-samples.ts): curl, Python 3, Java 17, Go and
 * Mono's C# compiler and runtime. On Debian as root it installs the distribution's packages, as lib/chromium-setup.ts
 * does for Chromium; anywhere else it throws an error that says exactly what to install.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';

interface Toolchain {
  /** The language tabs whose samples it compiles or runs. */
  readonly tabs: readonly string[];
  /** Executables on PATH, and files, that must exist. */
  readonly commands: readonly string[];
  readonly files: readonly string[];
  /** Debian packages that provide them. */
  readonly packages: readonly string[];
}

export const sampleToolchains: readonly Toolchain[] = [
  { tabs: ['curl'], commands: ['curl', 'bash'], files: [], packages: ['curl'] },
  { tabs: ['python'], commands: ['python3'], files: [], packages: ['python3'] },
  { tabs: ['java'], commands: ['javac', 'java'], files: [], packages: ['default-jdk-headless'] },
  { tabs: ['go'], commands: ['go'], files: [], packages: ['golang-go'] },
  {
    tabs: ['csharp'],
    commands: ['mcs', 'mono'],
    // mono-mcs brings the compiler and the runtime, not the System.Net.Http assembly the samples use.
    files: ['/usr/lib/mono/4.5/System.Net.Http.dll'],
    packages: ['mono-mcs', 'mono-runtime', 'libmono-system-net-http4.0-cil'],
  },
];

function onPath(command: string): boolean {
  return (process.env.PATH ?? '')
    .split(path.delimiter)
    .some((dir) => dir !== '' && existsSync(path.join(dir, command)));
}

function isInstalled(toolchain: Toolchain): boolean {
  return toolchain.commands.every(onPath) && toolchain.files.every((file) => existsSync(file));
}

function run(command: string, args: readonly string[]): boolean {
  // apt's progress goes to stderr, so the runner's own report stays readable.
  const result = spawnSync(command, args, {
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Installs the missing toolchains of `tabs` where possible; throws one message naming what is still missing. */
export function ensureSampleToolchains(tabs: readonly string[]): void {
  const missing = sampleToolchains.filter(
    (toolchain) => toolchain.tabs.some((tab) => tabs.includes(tab)) && !isInstalled(toolchain),
  );
  if (missing.length === 0) return;
  const packages = missing.flatMap((toolchain) => toolchain.packages);
  const canInstall = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall) {
    console.error(`Code-sample toolchains missing: installing Debian's ${packages.join(', ')}.`);
    if (
      run('apt-get', ['update']) &&
      run('apt-get', ['install', '-y', '--no-install-recommends', ...packages]) &&
      missing.every(isInstalled)
    ) {
      return;
    }
  }
  const tabsMissing = missing.flatMap((toolchain) => toolchain.tabs);
  throw new Error(
    `The ${tabsMissing.join(', ')} code samples need ${missing.flatMap((toolchain) => [...toolchain.commands, ...toolchain.files]).join(', ')}. ` +
      `Install them (Debian/Ubuntu as root: "apt-get install -y --no-install-recommends ${packages.join(' ')}"), ` +
      `or run the other languages alone with "npm run test:samples -- --languages curl,nodejs,python".`,
  );
}
