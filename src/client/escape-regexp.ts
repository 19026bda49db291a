/**
 * Text to match literally inside a regular expression. Written here, not taken from a package: it is
 * one replacement, shared by the browser, the build and the scripts.
 */
export const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
