import type { PrismTheme } from 'prism-react-renderer';

export interface CodeThemes {
  readonly light: PrismTheme;
  readonly dark: PrismTheme;
}

const container = '.theme-code-block';

// Light unless dark: the page has no data-theme until its first script runs, or without scripts.
const modeScope = { light: ":root:not([data-theme='dark'])", dark: "[data-theme='dark']" } as const;

const declarations = (style: Readonly<Record<string, string | number | undefined>>, important = false): string =>
  Object.entries(style)
    .filter(([, value]) => value !== undefined)
    .map(([property, value]) => {
      const name = property.startsWith('--') ? property : property.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      return `${name}: ${String(value)}${important ? ' !important' : ''};`;
    })
    .join(' ');

function modeCss(mode: keyof CodeThemes, theme: PrismTheme): string[] {
  const scope = `${modeScope[mode]} ${container}`;
  const { color, backgroundColor } = theme.plain;
  // Docusaurus writes these variables inline from the theme it rendered with, the light one on the
  // server; a dark-mode reader would see light code blocks until the page script ran.
  const variables = declarations({ '--prism-color': color, '--prism-background-color': backgroundColor }, true);
  const rules = [`${scope} { ${variables} }`];
  for (const { types, languages, style } of theme.styles) {
    const selectors = types.flatMap((type) =>
      (languages ?? ['']).map((language) =>
        language ? `${scope} .language-${language} .token.${type}` : `${scope} .token.${type}`,
      ),
    );
    rules.push(`${selectors.join(',\n')} { ${declarations(style)} }`);
  }
  return rules;
}

/**
 * The Prism themes as a stylesheet: each token's colours come from its type's class in the current
 * colour mode instead of an inline style fixed when the page was rendered. Rules follow the themes'
 * order, so a later entry for a type overrides an earlier one, as in prism-react-renderer.
 */
export function themeCss(themes: CodeThemes): string {
  return `${[...modeCss('light', themes.light), ...modeCss('dark', themes.dark)].join('\n')}\n`;
}
