/**
 * Takes the place of theme-classic's start-up module prism-include-languages
 * (the override manifest, src/overrides/manifest.ts), which built every Prism grammar as each page
 * started: code blocks are highlighted at build time, and the API reference loads its own
 * highlighter (src/lib/runtime-code-highlighting.tsx).
 */
export {};
