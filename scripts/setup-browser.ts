/**
 * Makes sure the Chromium that browser tests drive is installed. On Debian as root it installs
 * the distribution's package; anywhere else it says exactly what to do, once, and fails.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { chromiumPath } from '../config/chromium';

function run(command: string, args: readonly string[]): boolean {
  return spawnSync(command, args, { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } }).status === 0;
}

if (existsSync(chromiumPath)) {
  console.log(`Browser tests use ${chromiumPath}.`);
  process.exit(0);
}

const canInstall = process.platform === 'linux' && process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (canInstall && !process.env.CHROMIUM_PATH) {
  console.log("Chromium is missing: installing Debian's chromium package.");
  if (run('apt-get', ['update']) && run('apt-get', ['install', '-y', '--no-install-recommends', 'chromium']) && existsSync(chromiumPath)) {
    process.exit(0);
  }
}

console.error(
  `No Chromium at ${chromiumPath}. Install it (Debian/Ubuntu as root: "apt-get install -y chromium") ` +
    'or point CHROMIUM_PATH at a Chromium or Chrome executable, then run the tests again.',
);
process.exit(1);
