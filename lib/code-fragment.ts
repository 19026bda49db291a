/**
 * The fragment marker of a fenced code block, `fragment="reason"` in its meta: the block is part of a
 * command or body, or calls a service other than the API, so the guide samples' runner
 * (scripts/guide-samples/) does not run it against the mock server. The site's code-block plugin
 * takes the marker out of the page (src/plugins/code-highlighting/node/remark.ts).
 */

/** A non-empty reason in double quotes, without braces, which Docusaurus would read as highlighted lines. */
const FRAGMENT_META = /(?:^|\s)fragment="([^"{}]*)"/;

export interface FragmentMarker {
  /** Why the block cannot run against the mock server, when it is marked. */
  reason?: string;
  /** What is wrong with a marker that is not written as `fragment="reason"`. */
  error?: string;
  /** The meta without the marker, `undefined` when nothing else is left. */
  rest?: string;
}

export function parseFragment(meta: string | null | undefined): FragmentMarker {
  if (!meta?.includes('fragment')) return { rest: meta ?? undefined };
  const match = FRAGMENT_META.exec(meta);
  const reason = match?.[1]?.trim();
  if (!match || !reason) {
    return {
      error: `write the fragment marker as fragment="why it cannot run against the mock server", not: ${meta}`,
      rest: meta,
    };
  }
  const rest = meta.replace(match[0], '').trim();
  return { reason, rest: rest === '' ? undefined : rest };
}
