import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { nodeSupport, supportedLines, useNodeCommand } from './node-support';

const range = '^22.19.0 || ^24.0.0';
const packageJson = JSON.parse(readFileSync('package.json', 'utf8')) as {
  engines: { node: string };
  scripts: Record<string, string>;
};

describe('the supported Node.js', () => {
  it('is the LTS lines 22 and 24, in engines, .nvmrc, the README and CI alike', () => {
    expect(packageJson.engines.node).toBe(range);
    const lines = supportedLines(packageJson.engines.node).map(([major]) => major);
    expect(lines).toEqual([22, 24]);
    const nvmrc = readFileSync('.nvmrc', 'utf8').trim();
    expect(lines).toContain(Number(nvmrc));
    const readme = readFileSync('README.md', 'utf8');
    expect(readme).toContain('Node.js 22 (22.19 or later) or 24');
    expect(readme).not.toMatch(/Node\.js 20/);
    // The README opens with its two commands, each of which sets up a supported Node first.
    const commands = [...readme.matchAll(/```bash\n(.+)\n```/g)].slice(0, 2).map((match) => match[1]);
    expect(commands).toEqual([
      '. scripts/use-node.sh && npm ci && npm run build && npm run serve',
      '. scripts/use-node.sh && npm ci && npm test',
    ]);
    const ci = readFileSync('.ci/run', 'utf8');
    expect(ci).toContain('. scripts/use-node.sh 22');
    // The full suite runs on .nvmrc's line: the README's test command, as written, last.
    expect(ci.trimEnd().split('\n').at(-1)).toBe(commands[1]);
  });

  it('stops npm ci on an older Node with the one command that fetches a supported one', () => {
    expect(packageJson.scripts.preinstall).toBe('tsx scripts/check-node.ts');
    for (const old of ['v20.20.2', 'v22.18.0', 'v18.20.8', 'v23.11.0']) {
      const support = nodeSupport(old, range);
      expect(support.kind, old).toBe('too-old');
      expect(support.kind === 'too-old' && support.message, old).toContain(`Run "${useNodeCommand}"`);
    }
    expect(readFileSync('scripts/use-node.sh', 'utf8')).toContain('npm install');
  });

  it('accepts both LTS lines and lets a newer major through with a note', () => {
    for (const supported of ['v22.19.0', 'v22.23.3', 'v24.0.0', 'v24.21.0']) {
      expect(nodeSupport(supported, range).kind, supported).toBe('supported');
    }
    expect(nodeSupport('v26.10.0', range).kind).toBe('newer');
  });

  it('reads only ranges it understands', () => {
    expect(() => supportedLines('>=22')).toThrow(/\^MAJOR\.MINOR\.PATCH/);
  });
});
