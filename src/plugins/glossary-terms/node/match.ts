/**
 * Finds glossary terms in running text: one regular expression for every form of every term (the
 * term or an alias), which mdast-util-find-and-replace runs over the page's text.
 * - a form with a capital letter (`JWT`, `Claim`, `approverType`) is a name and matches only as
 *   written, so the verb "claim" is not the task action Claim; an all-lower-case form matches in any
 *   case ("Access review" at the start of a sentence);
 * - an all-lower-case form also matches its plural ("entitlements", "proxies", "batches");
 * - a form matches whole words only: no letter, digit, `_` or `-` may touch it, so "role" is not
 *   found in "role-based" or "roles_count", nor "provisioning" in "de-provisioning";
 * - the spaces of a form match any run of white space, line breaks included;
 * - where forms match at the same place, the longest wins ("role owner" before "role").
 */
import type { GlossaryEntry } from '../../../data/glossary';

const wordChar = String.raw`[\p{L}\p{N}_-]`;

const escapeChar = (char: string): string => char.replace(/[.*+?^${}()|[\]\\]/, String.raw`\$&`);

/**
 * `Role` → `[rR][oO][lL][eE]`: case-insensitive for this form alone, as JavaScript before Node 23
 * has no flag for part of an expression.
 */
function anyCase(text: string): string {
  return Array.from(text, (char) => {
    const lower = char.toLowerCase();
    const upper = char.toUpperCase();
    return lower === upper || lower.length > 1 || upper.length > 1 ? escapeChar(char) : `[${lower}${upper}]`;
  }).join('');
}

const asWritten = (text: string): string => Array.from(text, escapeChar).join('');

/** `policy` → `polic(?:y|ies)`, `batch` → `batch(?:es)?`, `role` → `role(?:s)?`, in any case. */
function withPlural(word: string): string {
  if (/[^aeiou]y$/.test(word)) return `${anyCase(word.slice(0, -1))}(?:${anyCase('y')}|${anyCase('ies')})`;
  if (/(s|x|z|ch|sh)$/.test(word)) return `${anyCase(word)}(?:${anyCase('es')})?`;
  return `${anyCase(word)}${anyCase('s')}?`;
}

/** The expression of one form, without the whole-word bounds. */
function formSource(form: string): string {
  const words = form.trim().split(/\s+/);
  if (form !== form.toLowerCase()) return words.map(asWritten).join(String.raw`\s+`);
  const last = words.pop() ?? '';
  return [...words.map(anyCase), withPlural(last)].join(String.raw`\s+`);
}

const wholeWord = (source: string): string => `(?<!${wordChar})(?:${source})(?!${wordChar})`;

/** The expression of one form on its own. */
export function formPattern(form: string): RegExp {
  return new RegExp(wholeWord(formSource(form)), 'u');
}

export class TermMatcher {
  /** Every form, longest first, each in a capturing group of its own. */
  readonly pattern: RegExp;
  /** The entries of each group of `pattern`, in order: a form may be the term of one entry and an alias of another. */
  private readonly groupEntries: readonly (readonly GlossaryEntry[])[];

  constructor(entries: readonly GlossaryEntry[]) {
    const entriesByForm = new Map<string, GlossaryEntry[]>();
    for (const entry of entries) {
      for (const form of [entry.term, ...(entry.aliases ?? [])]) {
        const key = form.trim();
        entriesByForm.set(key, [...(entriesByForm.get(key) ?? []), entry]);
      }
    }
    const forms = [...entriesByForm].sort(([a], [b]) => b.length - a.length);
    this.groupEntries = forms.map(([, formEntries]) => formEntries);
    this.pattern = new RegExp(wholeWord(forms.map(([form]) => `(${formSource(form)})`).join('|')), 'gu');
  }

  /** The entries a match of `pattern` found, from the match's groups, in glossary order. */
  entriesOf(groups: readonly unknown[]): readonly GlossaryEntry[] {
    return this.groupEntries[groups.findIndex((group) => typeof group === 'string')] ?? [];
  }
}
