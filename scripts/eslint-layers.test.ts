/**
 * The layer rule of eslint.config.mjs (eslint-layers.mjs) as `npm run lint` runs it: a file of each
 * side that imports the other way, or uses the other runtime's globals, fails; as it is, it passes.
 */
import { readFileSync } from 'node:fs';
import { ESLint, Linter } from 'eslint';
import { describe, expect, it } from 'vitest';
import { layersPlugin } from '../eslint-layers.mjs';

const eslint = new ESLint();

async function problems(file: string, added = ''): Promise<string[]> {
  const results = await eslint.lintText(`${readFileSync(file, 'utf8')}${added}`, { filePath: file });
  return results.flatMap(({ messages }) => messages.map((message) => `${message.ruleId ?? ''}: ${message.message}`));
}

// The first lint loads the TypeScript program of the typed rules.
describe('the layers lint', { timeout: 60_000 }, () => {
  it('fails browser code that imports the build-time library or uses a Node global', async () => {
    const file = 'src/client/route-table.ts';
    expect(await problems(file)).toEqual([]);
    const planted =
      "\nimport { readRoutes } from '../../lib/generated-routes';\nexport const planted = [readRoutes, process.env.X];\n";
    expect(await problems(file, planted)).toEqual([
      expect.stringMatching(
        /^tessera\/layers: the browser library \(src\/client\/\) may not import the build-time library/,
      ),
      expect.stringMatching(/^no-restricted-globals: .*'process'/),
    ]);
  });

  it('fails a plugin that imports config/ or uses a browser global', async () => {
    const file = 'src/plugins/glossary-terms/node/match.ts';
    expect(await problems(file)).toEqual([]);
    const planted =
      "\nimport { site } from '../../../../config/site';\nexport const planted = [site, document.title];\n";
    expect(await problems(file, planted)).toEqual([
      expect.stringMatching(/^tessera\/layers: a plugin’s build-time part may not import config\//),
      expect.stringMatching(/^no-restricted-globals: .*'document'/),
    ]);
  });

  it('fails a Node built-in in data and a Docusaurus bundle alias in the build-time library', async () => {
    expect(await problems('src/data/guides.ts', "\nimport 'node:fs';\n")).toEqual([
      expect.stringMatching(/^tessera\/layers: data .* runs in the browser: it cannot import node:fs/),
    ]);
    expect(await problems('lib/built-html.ts', "\nimport '@generated/routes';\n")).toEqual([
      expect.stringMatching(
        /^tessera\/layers: the build-time library \(lib\/\) runs in Node, where @generated\/routes/,
      ),
    ]);
  });

  it("fails a plugin's file that lies in neither its node/ nor its client/ folder", () => {
    const linter = new Linter();
    const config = {
      files: ['**/*.ts'],
      plugins: { tessera: layersPlugin },
      rules: { 'tessera/layers': 'error' as const },
    };
    const lint = (file: string): string[] =>
      linter.verify('export const planted = 1;\n', config, { filename: file }).map((message) => message.message);
    expect(lint('src/plugins/glossary-terms/node/planted.ts')).toEqual([]);
    expect(lint('src/plugins/glossary-terms/client/planted.ts')).toEqual([]);
    expect(lint('src/plugins/glossary-terms/planted.ts')).toEqual([
      expect.stringMatching(/glossary-terms\/planted\.ts: a plugin's files live in its node\/ folder/),
    ]);
  });
});
