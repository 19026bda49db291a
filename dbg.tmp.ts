import { spawnSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { readPageSamples, forMock } from '/work/wt/int/scripts/guide-samples/extract';
import { startMockServer } from '/work/wt/int/scripts/openapi/mock-server';
const page = readPageSamples('/work/wt/int', 'docs/guides/request-access-api.md');
void (async () => { const mock = await startMockServer();
const cwd = mkdtempSync(path.join(tmpdir(), 'dbg-'));
for (const block of page.commands.slice(0, 2)) {
  const code = forMock(block.code, mock.baseUrl);
  const r = spawnSync('bash', ['-euo', 'pipefail', '-c', code], { cwd, env: { PATH: process.env.PATH, HOME: cwd, TESSERA_TOKEN: 'x' }, encoding: 'utf8' });
  console.log(block.line, r.status, JSON.stringify(code).slice(0, 300), r.stdout.slice(0, 100), r.stderr.slice(0, 300));
}
console.log(mock.exchanges);
await mock.stop(); })();
