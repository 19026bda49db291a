import { describe, expect, it } from 'vitest';
import compileHintsPlugin, { compileHint, entryBundle } from '.';

/** Stands in for the bundler Docusaurus hands a plugin: its BannerPlugin keeps the options it was given. */
const bundler = {
  BannerPlugin: class {
    constructor(readonly options: object) {}
  },
  Compilation: { PROCESS_ASSETS_STAGE_OPTIMIZE_INLINE: 700 },
};
type ConfigureWebpack = (config: object, isServer: boolean, utils: object) => { plugins?: { options: object }[] };
const configure = compileHintsPlugin().configureWebpack as unknown as ConfigureWebpack;

describe('compile-hints plugin', () => {
  it('puts the hint, as is, on the first line of the entry bundle only, after minification', () => {
    const { plugins = [] } = configure({}, false, { currentBundler: { instance: bundler } });
    expect(plugins.map((plugin) => plugin.options)).toEqual([
      { banner: compileHint, raw: true, entryOnly: true, test: entryBundle, stage: 700 },
    ]);
  });

  it('leaves the server bundle alone', () => {
    expect(configure({}, true, { currentBundler: { instance: bundler } })).toEqual({});
  });

  it('names main.js, not the runtime or a page chunk', () => {
    expect(entryBundle.test('assets/js/main.5a54a100.js')).toBe(true);
    expect(entryBundle.test('assets/js/runtime~main.47fd7bf9.js')).toBe(false);
    expect(entryBundle.test('assets/js/4c5e977b.b143a903.js')).toBe(false);
  });
});
