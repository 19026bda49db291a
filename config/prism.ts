import { themes, type PrismTheme } from 'prism-react-renderer';

/**
 * The VS Code themes with the few token colours that fall under WCAG AA contrast (4.5:1)
 * on their own background replaced, so code blocks pass axe in both colour modes.
 */
function withColors(theme: PrismTheme, colors: Readonly<Record<string, string>>): PrismTheme {
  return {
    ...theme,
    styles: [...theme.styles, ...Object.entries(colors).map(([type, color]) => ({ types: [type], style: { color } }))],
  };
}

export const lightCodeTheme = withColors(themes.vsLight, {
  'attr-name': '#c4141b',
  'class-name': '#1d6f86',
});

export const darkCodeTheme = withColors(themes.vsDark, {
  prolog: '#9d9df0',
  constant: '#a9abe8',
  punctuation: '#b4b4b4',
});
