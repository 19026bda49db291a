/**
 * Takes the place of theme-classic's start-up module prism-include-languages
 * (the override manifest, lib/overrides/manifest.ts), which built every Prism grammar as each page
 * started: code blocks are highlighted at build time, and the API reference loads its own
 * highlighter (src/client/runtime-code-highlighting.tsx).
 */
export {};
