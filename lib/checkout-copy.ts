/**
 * A copy of the checkout for a build of its own (bench:scale, the linked-node_modules build test):
 * the files Git tracks or would add, ignored ones left out, with `node_modules` reached through a
 * symbolic link, as pnpm and many monorepos lay it out.
 */
import { execFileSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, symlinkSync } from 'node:fs';
import path from 'node:path';

export function copyCheckout(dir: string): void {
  const files = execFileSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], {
    encoding: 'utf8',
  })
    .split('\0')
    .filter((file) => file !== '' && file !== 'node_modules' && existsSync(file));
  for (const file of files) {
    mkdirSync(path.join(dir, path.dirname(file)), { recursive: true });
    cpSync(file, path.join(dir, file));
  }
  symlinkSync(path.resolve('node_modules'), path.join(dir, 'node_modules'));
}

/** Docusaurus reads each page's last update from Git, as it does in the checkout: the copy is a repository. */
export function commitCopy(dir: string): void {
  const git = (...args: string[]): void => {
    execFileSync('git', ['-c', 'user.name=copy', '-c', 'user.email=copy@localhost', ...args], {
      cwd: dir,
      stdio: 'ignore',
    });
  };
  git('init', '-q');
  git('add', '-A');
  git('commit', '-q', '-m', 'copy of the checkout');
}
