/**
 * Which Node.js the project runs on: the LTS lines of package.json's `engines` (`^22.19.0 || ^24.0.0`),
 * checked by `npm ci` (scripts/check-node.ts, its preinstall step, which npm runs once the
 * dependencies are in place), so that nothing of the project runs on an older one.
 */

/** The fix a reader on an older Node runs, in the checkout: scripts/use-node.sh fetches the LTS of .nvmrc. */
export const useNodeCommand = '. scripts/use-node.sh';

type Version = readonly [number, number, number];

function parseVersion(text: string): Version {
  const match = /^v?(\d+)\.(\d+)\.(\d+)/.exec(text.trim());
  if (!match) throw new Error(`"${text}" is not a Node.js version.`);
  return [Number(match[1]), Number(match[2]), Number(match[3])];
}

const compare = (a: Version, b: Version): number => a[0] - b[0] || a[1] - b[1] || a[2] - b[2];

/** The lowest version of each line a `^X.Y.Z || ^A.B.C` range allows, lowest line first. */
export function supportedLines(range: string): Version[] {
  return range
    .split('||')
    .map((part) => {
      const caret = /^\s*\^(\d+\.\d+\.\d+)\s*$/.exec(part);
      if (!caret?.[1]) throw new Error(`engines.node "${range}": write each line as ^MAJOR.MINOR.PATCH, joined by ||.`);
      return parseVersion(caret[1]);
    })
    .sort(compare);
}

export type NodeSupport =
  | { readonly kind: 'supported' }
  | { readonly kind: 'newer'; readonly message: string }
  | { readonly kind: 'too-old'; readonly message: string };

const describeLines = (lines: readonly Version[]): string =>
  lines.map(([major, minor]) => (minor === 0 ? `${major}` : `${major} (${major}.${minor} or later)`)).join(' or ');

/**
 * Whether `version` is on a supported line. Older fails with the one command that fixes it; a newer
 * major than the range names is let through with a note, since it is untested rather than known broken.
 */
export function nodeSupport(version: string, range: string): NodeSupport {
  const current = parseVersion(version);
  const lines = supportedLines(range);
  const supported = `Node.js ${describeLines(lines)} (package.json "engines")`;
  if (lines.some((line) => line[0] === current[0] && compare(current, line) >= 0)) return { kind: 'supported' };
  const newest = lines.at(-1);
  if (newest && current[0] > newest[0]) {
    return { kind: 'newer', message: `Node.js ${version} is newer than the tested ${supported}.` };
  }
  return {
    kind: 'too-old',
    message:
      `Node.js ${version} is not supported: this project runs on ${supported}.\n` +
      `Run "${useNodeCommand}" in this directory (it fetches Node.js ${newest?.[0] ?? ''} with npm into ~/.cache/tessera-node ` +
      'and puts it first on the PATH of this shell), then the command again.',
  };
}
