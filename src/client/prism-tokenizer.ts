/**
 * Prism with the site's languages (themeConfig.prism.additionalLanguages), tokenizing as
 * prism-react-renderer's Highlight does. Loaded on demand by runtime-code-highlighting.tsx.
 */
import { normalizeTokens, Prism, type Token } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

prismIncludeLanguages(Prism);

export function tokenizeLines(code: string, language: string): Token[][] {
  const grammar = Object.hasOwn(Prism.languages, language) ? Prism.languages[language] : undefined;
  if (!grammar) return normalizeTokens([code]);
  const env = { code, grammar, language, tokens: [] as ReturnType<typeof Prism.tokenize> };
  Prism.hooks.run('before-tokenize', env);
  env.tokens = Prism.tokenize(env.code, env.grammar);
  Prism.hooks.run('after-tokenize', env);
  return normalizeTokens(env.tokens);
}
