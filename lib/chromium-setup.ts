/**
 * Makes sure Debian's Chromium, which browser tests, benchmarks and the build's diagram renderer
 * drive, is installed. On Debian as root it installs the distribution's package; anywhere else it
 * throws an error that says exactly what to do.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from './chromium';

function run(command: string, args: readonly string[]): boolean {
  // The build's own output stays clean: apt's progress goes to stderr.
  const result = spawnSync(command, args, {
    stdio: ['ignore', process.stderr, process.stderr],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Returns the Chromium path once it exists; installs it first where that is possible. */
export function ensureChromium(): string {
  if (existsSync(chromiumPath)) return chromiumPath;
  const canInstall = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
  if (canInstall && !process.env.CHROMIUM_PATH) {
    console.error("Chromium is missing: installing Debian's chromium package.");
    if (
      run('apt-get', ['update']) &&
      run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']) &&
      existsSync(chromiumPath)
    ) {
      return chromiumPath;
    }
  }
  throw new Error(
    `No Chromium at ${chromiumPath}. Install it (Debian/Ubuntu as root: "apt-get install -y chromium") ` +
      'or point CHROMIUM_PATH at a Chromium or Chrome executable, then run the command again.',
  );
}
