/**
 * Finds glossary terms in running text. Each form of a term (the term or an alias) becomes one
 * regular expression:
 * - a form with a capital letter (`JWT`, `Claim`, `approverType`) is a name and matches only as
 *   written, so the verb "claim" is not the task action Claim; an all-lower-case form matches in any
 *   case ("Access review" at the start of a sentence);
 * - an all-lower-case form also matches its plural ("entitlements", "proxies", "batches");
 * - a form matches whole words only: no letter, digit, `_` or `-` may touch it, so "role" is not
 *   found in "role-based" or "roles_count", nor "provisioning" in "de-provisioning";
 * - the spaces of a form match any run of white space, line breaks included.
 */
import type { GlossaryEntry } from '../../data/glossary';

export interface TermMatch {
  readonly entry: GlossaryEntry;
  readonly start: number;
  readonly end: number;
}

interface FormPattern {
  readonly entry: GlossaryEntry;
  readonly pattern: RegExp;
  /** Lower-case text that any match contains: a cheap test that skips most patterns for a text. */
  readonly needle: string;
}

const wordChar = String.raw`[\p{L}\p{N}_-]`;

function escapeForm(form: string): string {
  return form
    .trim()
    .split(/\s+/)
    .map((word) => word.replace(/[.*+?^${}()|[\]\\]/g, String.raw`\$&`))
    .join(String.raw`\s+`);
}

/** `policy` → `polic(?:y|ies)`, `batch` → `batch(?:es)?`, `role` → `role(?:s)?`. */
function withPlural(escaped: string): string {
  if (/[^aeiou]y$/.test(escaped)) return `${escaped.slice(0, -1)}(?:y|ies)`;
  if (/(s|x|z|ch|sh)$/.test(escaped)) return `${escaped}(?:es)?`;
  return `${escaped}s?`;
}

export function formPattern(form: string): RegExp {
  const caseSensitive = form !== form.toLowerCase();
  const body = caseSensitive ? escapeForm(form) : withPlural(escapeForm(form));
  return new RegExp(`(?<!${wordChar})${body}(?!${wordChar})`, caseSensitive ? 'gu' : 'giu');
}

/** The form's first word in lower case, less a final `y` that a plural would turn into `ies`. */
function needleOf(form: string): string {
  const words = form.trim().toLowerCase().split(/\s+/);
  const first = words[0] ?? '';
  return words.length === 1 ? first.replace(/([^aeiou])y$/, '$1') : first;
}

export class TermMatcher {
  private readonly patterns: readonly FormPattern[];

  constructor(entries: readonly GlossaryEntry[]) {
    this.patterns = entries.flatMap((entry) =>
      [entry.term, ...(entry.aliases ?? [])].map((form) => ({
        entry,
        pattern: formPattern(form),
        needle: needleOf(form),
      })),
    );
  }

  /**
   * The earliest match in `text` from `from` on of an entry not in `used`; of matches that start
   * at the same place, the longest ("role owner" before "role").
   */
  firstMatch(
    text: string,
    used: ReadonlySet<GlossaryEntry>,
    from = 0,
    lowerText = text.toLowerCase(),
  ): TermMatch | undefined {
    let best: TermMatch | undefined;
    for (const { entry, pattern, needle } of this.patterns) {
      if (used.has(entry) || !lowerText.includes(needle)) continue;
      pattern.lastIndex = from;
      const found = pattern.exec(text);
      if (!found) continue;
      const match = { entry, start: found.index, end: found.index + found[0].length };
      if (!best || match.start < best.start || (match.start === best.start && match.end > best.end)) best = match;
    }
    return best;
  }

  /** Every first mention in `text`, in order, marking the entries it finds as used. */
  matchAll(text: string, used: Set<GlossaryEntry>): TermMatch[] {
    const matches: TermMatch[] = [];
    const lowerText = text.toLowerCase();
    for (
      let match = this.firstMatch(text, used, 0, lowerText);
      match;
      match = this.firstMatch(text, used, match.end, lowerText)
    ) {
      matches.push(match);
      used.add(match.entry);
    }
    return matches;
  }
}
