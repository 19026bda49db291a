/**
 * What the build does to a Mermaid source and to the SVG Mermaid draws from it: name the diagram for
 * assistive technology, drop what only Mermaid's own scripts would read, and give each copy its own ids.
 */

/** How a diagram type is announced, by the keyword that opens its source. */
const kinds: Readonly<Record<string, string>> = {
  flowchart: 'Flowchart',
  graph: 'Flowchart',
  sequenceDiagram: 'Sequence diagram',
  stateDiagram: 'State diagram',
  'stateDiagram-v2': 'State diagram',
  classDiagram: 'Class diagram',
  erDiagram: 'Entity relationship diagram',
  journey: 'User journey',
  gantt: 'Gantt chart',
  pie: 'Pie chart',
  mindmap: 'Mind map',
  timeline: 'Timeline',
  gitGraph: 'Git graph',
};

/** The first line that is neither blank, a comment (%%), front matter nor a directive. */
function firstStatement(code: string): string {
  let inFrontMatter = false;
  for (const raw of code.split('\n')) {
    const line = raw.trim();
    if (line === '---') {
      inFrontMatter = !inFrontMatter;
      continue;
    }
    if (inFrontMatter || line === '' || line.startsWith('%%')) continue;
    return line;
  }
  return '';
}

/** "Flowchart", "Sequence diagram"…, or "Diagram" for a type without a name here. */
export function diagramKind(code: string): string {
  const keyword = firstStatement(code).split(/\s/)[0] ?? '';
  return kinds[keyword] ?? 'Diagram';
}

/** The `accTitle:` a source gives itself, which Mermaid turns into the SVG's <title>. */
export function accessibleTitle(code: string): string | undefined {
  return /^\s*accTitle\s*:\s*(.+?)\s*$/m.exec(code)?.[1];
}

/**
 * The name an untitled diagram gets: its kind and the heading it sits under, such as
 * "Flowchart: How reconciliation runs". A source names itself with `accTitle:` instead.
 */
export function fallbackLabel(code: string, heading: string): string {
  const kind = diagramKind(code);
  return heading ? `${kind}: ${heading}` : kind;
}

const escapeAttribute = (text: string): string =>
  text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * Names the root <svg> for assistive technology and replaces Mermaid's internal role description
 * ("flowchart-v2") with the diagram's kind. A diagram titled with accTitle keeps Mermaid's
 * aria-labelledby and gets no aria-label.
 */
export function labelSvg(svg: string, { kind, label }: { kind: string; label: string | undefined }): string {
  const rootEnd = svg.indexOf('>');
  if (!svg.startsWith('<svg') || rootEnd < 0) throw new Error('Mermaid returned something other than an <svg> element');
  let root = svg.slice(0, rootEnd).replace(/ aria-roledescription="[^"]*"/, '');
  root += ` aria-roledescription="${escapeAttribute(kind.toLowerCase())}"`;
  if (label !== undefined && !root.includes('aria-labelledby=')) root += ` aria-label="${escapeAttribute(label)}"`;
  return root + svg.slice(rootEnd);
}

/** Geometry attributes whose numbers Mermaid writes to 15 significant digits. */
const geometry = /( (?:d|points|transform|viewBox|x|y|x1|x2|y1|y2|cx|cy|r|rx|ry|width|height)=")([^"]*)"/g;

/**
 * A number with three or more decimals that stands alone between delimiters. Compact path data such as
 * `l.256.255.01` chains numbers without separators; rounding inside such a chain would merge two of them.
 */
const delimitedLongNumber = /(?<=^|[\s,(A-Za-z])-?\d+\.\d{3,}(?=$|[\s,)A-Za-z-])/g;

/** A number with at most two decimals: a hundredth of a pixel is below what any screen shows. */
const round = (value: string): string => String(Math.round(Number(value) * 100) / 100);

type Point = readonly [number, number];

/** How far (px) a control point may sit from the chord for the curve to count as a straight line. */
const straightTolerance = 0.05;

function onChord(start: Point, control: Point, end: Point): boolean {
  const [dx, dy] = [end[0] - start[0], end[1] - start[1]];
  const length = Math.hypot(dx, dy);
  if (length === 0) return Math.hypot(control[0] - start[0], control[1] - start[1]) <= straightTolerance;
  return Math.abs(dx * (control[1] - start[1]) - dy * (control[0] - start[0])) / length <= straightTolerance;
}

const samePoint = (a: Point, b: Point): boolean => a[0] === b[0] && a[1] === b[1];

/**
 * Mermaid draws some shapes (a flowchart's stadium and circle nodes) through Rough.js with no
 * roughness: every edge of a many-sided outline becomes a Bézier curve whose control points lie on
 * the edge, stroked twice. Such a path, and only such a path, is rewritten as the polyline it draws:
 * the same picture in a tenth of the bytes. Anything else (a real curve, another command) is kept.
 */
export function straightenPath(d: string): string {
  const commands = d.trim().split(/(?=[A-Za-z])/);
  const lines: [Point, Point][] = [];
  let current: Point | undefined;
  for (const command of commands) {
    const numbers = (command.slice(1).match(/-?\d+(?:\.\d+)?(?:e[-+]?\d+)?/g) ?? []).map(Number);
    const pairs: Point[] = [];
    for (let index = 0; index + 1 < numbers.length; index += 2) pairs.push([numbers[index], numbers[index + 1]]);
    if (command.startsWith('M') && numbers.length === 2) {
      current = pairs[0];
    } else if (command.startsWith('C') && numbers.length === 6 && current) {
      const [first, second, end] = pairs as [Point, Point, Point];
      if (!onChord(current, first, end) || !onChord(current, second, end)) return d;
      lines.push([current, end]);
      current = end;
    } else {
      return d;
    }
  }
  let path = '';
  let at: Point | undefined;
  let previous: [Point, Point] | undefined;
  for (const [start, end] of lines) {
    const repeated = previous && samePoint(previous[0], start) && samePoint(previous[1], end);
    if (samePoint(start, end) || repeated) continue;
    if (!at || !samePoint(at, start)) path += `M${start[0]} ${start[1]}`;
    path += `L${end[0]} ${end[1]}`;
    at = end;
    previous = [start, end];
  }
  return path || d;
}

/** Top-level CSS blocks (`selector{…}` or `@keyframes x{…{…}}`), nesting respected. */
function cssBlocks(css: string): { prelude: string; body: string }[] {
  const blocks: { prelude: string; body: string }[] = [];
  let start = 0;
  let depth = 0;
  let open = 0;
  for (let index = 0; index < css.length; index += 1) {
    if (css[index] === '{') {
      if (depth === 0) open = index;
      depth += 1;
    } else if (css[index] === '}') {
      depth -= 1;
      if (depth === 0) {
        blocks.push({ prelude: css.slice(start, open), body: css.slice(open, index + 1) });
        start = index + 1;
      }
    }
  }
  return blocks;
}

/**
 * Mermaid gives every SVG the whole stylesheet of its diagram type (animations, icons, the "neo"
 * look, tooltips…). A selector naming a class or an attribute value that nothing in this SVG carries
 * can match nothing, so it goes; a rule left with no selector goes too. At-rules stay.
 */
export function pruneStyle(svg: string): string {
  const classes = new Set([...svg.matchAll(/ class="([^"]*)"/g)].flatMap((match) => match[1].split(/\s+/)));
  const canMatch = (selector: string): boolean =>
    [...selector.matchAll(/\.(-?[_a-zA-Z][\w-]*)/g)].every((match) => classes.has(match[1])) &&
    [...selector.matchAll(/\[([\w-]+)="([^"]*)"\]/g)].every((match) => svg.includes(` ${match[1]}="${match[2]}"`));
  return svg.replace(/<style>([\s\S]*?)<\/style>/, (_, css: string) => {
    const kept = cssBlocks(css).flatMap(({ prelude, body }) => {
      if (prelude.trimStart().startsWith('@')) return [prelude + body];
      const selectors = prelude.split(',').filter(canMatch);
      return selectors.length > 0 ? [selectors.join(',') + body] : [];
    });
    return `<style>${kept.join('')}</style>`;
  });
}

/**
 * Drops what only Mermaid's scripts read (edge point data for its animations) and the arrowhead
 * markers no edge points at, rounds the geometry to hundredths of a pixel, straightens Rough.js
 * outlines and prunes the stylesheet. A flowchart with rounded nodes otherwise weighs tens of KiB per node, which every reader
 * would download twice: in the page's HTML and in its script.
 */
export function slimSvg(svg: string): string {
  const slim = svg
    .replace(/ data-points="[^"]*"/g, '')
    .replace(geometry, (_, start: string, value: string) => `${start}${value.replace(delimitedLongNumber, round)}"`)
    .replace(/ d="([^"]*)"/g, (_, d: string) => ` d="${straightenPath(d)}"`);
  const used = slim.replace(/<marker id="([^"]+)"[\s\S]*?<\/marker>/g, (marker, id: string) =>
    slim.includes(`url(#${id})`) ? marker : '',
  );
  return pruneStyle(used);
}

/**
 * Prefixes the ids Mermaid leaves unscoped (a sequence diagram's actors) with the diagram's own id,
 * so that the two colour-mode copies, and two diagrams on one page, never share an id. An id that
 * already contains the diagram's (the `chart-title-…` that aria-labelledby names) is left alone.
 */
export function scopeIds(svg: string, diagramId: string): string {
  const unscoped = new Set(
    [...svg.matchAll(/ id="([^"]+)"/g)].map((match) => match[1]).filter((id) => !id.includes(diagramId)),
  );
  let scoped = svg;
  for (const id of unscoped) {
    scoped = scoped
      .split(` id="${id}"`)
      .join(` id="${diagramId}-${id}"`)
      .split(`url(#${id})`)
      .join(`url(#${diagramId}-${id})`)
      .split(`href="#${id}"`)
      .join(`href="#${diagramId}-${id}"`);
  }
  return scoped;
}

/** The same SVG with every occurrence of its id (in ids, references and CSS) replaced. */
export function renameSvgId(svg: string, from: string, to: string): string {
  return svg.split(from).join(to);
}

/** Class names of the wrapper and of the copy for each colour mode (styled in diagram.css). */
export const diagramClass = {
  wrapper: 'tessera-diagram',
  light: 'tessera-diagram__light',
  dark: 'tessera-diagram__dark',
} as const;

/** The inner HTML of a diagram: one SVG per colour mode, the other hidden by CSS on [data-theme]. */
export function diagramHtml(light: string, dark: string): string {
  return `<div class="${diagramClass.light}">${light}</div><div class="${diagramClass.dark}">${dark}</div>`;
}
