import { themes } from 'prism-react-renderer';
import { describe, expect, it } from 'vitest';
import { themeCss } from './theme-css';

const light = {
  plain: { color: '#000000', backgroundColor: '#ffffff' },
  styles: [
    { types: ['comment'], style: { color: '#008000', fontStyle: 'italic' as const } },
    { types: ['tag'], languages: ['markup' as const], style: { color: '#800000' } },
    { types: ['comment'], style: { color: '#006400' } },
  ],
};

describe('themeCss', () => {
  const css = themeCss({ light, dark: themes.vsDark });

  it('colours each token type in its colour mode, with the theme’s font styles', () => {
    expect(css).toContain(
      ":root:not([data-theme='dark']) .theme-code-block .token.comment { color: #008000; font-style: italic; }",
    );
    expect(css).toMatch(
      /\[data-theme='dark'\] \.theme-code-block \.token\.string,[^{]*\{ color: rgb\(206, 145, 120\); \}/,
    );
  });

  it('keeps a language-specific entry to that language', () => {
    expect(css).toContain(
      ":root:not([data-theme='dark']) .theme-code-block .language-markup .token.tag { color: #800000; }",
    );
  });

  it('lets a later entry for a type override an earlier one, as prism-react-renderer does', () => {
    expect(css.indexOf('color: #006400')).toBeGreaterThan(css.indexOf('color: #008000'));
  });

  it('sets the code block colours over the ones Docusaurus writes inline from the light theme', () => {
    expect(css).toContain(
      "[data-theme='dark'] .theme-code-block { --prism-color: #9CDCFE !important; --prism-background-color: #1E1E1E !important; }",
    );
  });
});
