import { describe, expect, it } from 'vitest';
import {
  accessibleTitle,
  diagramHtml,
  diagramKind,
  fallbackLabel,
  labelSvg,
  renameSvgId,
  scopeIds,
  pruneStyle,
  slimSvg,
  straightenPath,
} from './svg';

describe('naming a diagram', () => {
  it('names the kind from the opening keyword, past comments and front matter', () => {
    expect(diagramKind('flowchart LR\n  A --> B')).toBe('Flowchart');
    expect(diagramKind('%% a comment\n\nsequenceDiagram\n  A->>B: hi')).toBe('Sequence diagram');
    expect(diagramKind('---\ntitle: Life cycle\n---\nstateDiagram-v2\n  [*] --> A')).toBe('State diagram');
    expect(diagramKind('sankey-beta\n')).toBe('Diagram');
  });

  it('reads accTitle from the source', () => {
    expect(accessibleTitle('flowchart LR\n  accTitle: How a request is approved\n  A --> B')).toBe(
      'How a request is approved',
    );
    expect(accessibleTitle('flowchart LR\n  A --> B')).toBeUndefined();
  });

  it('labels an untitled diagram with its kind and the heading above it', () => {
    expect(fallbackLabel('sequenceDiagram\n  A->>B: hi', 'Request flow')).toBe('Sequence diagram: Request flow');
    expect(fallbackLabel('flowchart TD\n  A --> B', '')).toBe('Flowchart');
  });
});

describe('labelSvg', () => {
  const drawn = '<svg id="m1" role="graphics-document document" aria-roledescription="flowchart-v2"><g></g></svg>';

  it('adds an escaped aria-label and a readable role description', () => {
    const labelled = labelSvg(drawn, { kind: 'Flowchart', label: 'Flowchart: "A" & <B>' });
    expect(labelled).toBe(
      '<svg id="m1" role="graphics-document document" aria-roledescription="flowchart" aria-label="Flowchart: &quot;A&quot; &amp; &lt;B&gt;"><g></g></svg>',
    );
  });

  it('keeps the title Mermaid made from accTitle as the name', () => {
    const titled = '<svg id="m1" aria-labelledby="chart-title-m1"><title id="chart-title-m1">T</title></svg>';
    expect(labelSvg(titled, { kind: 'Flowchart', label: 'Flowchart: X' })).not.toContain('aria-label=');
    expect(labelSvg(titled, { kind: 'Flowchart', label: undefined })).toContain('aria-labelledby="chart-title-m1"');
  });

  it('refuses anything but an SVG', () => {
    expect(() => labelSvg('<div>Syntax error</div>', { kind: 'Flowchart', label: 'x' })).toThrow(/<svg>/);
  });
});

describe('slimSvg', () => {
  it('rounds geometry to hundredths and leaves text alone', () => {
    const svg =
      '<svg id="m" viewBox="0 -35 1596.3125 515.1531677246094"><path d="M-83.875 -31.5 C-41.81367456406779 -31.5, 0.24765087186442258 -31.5"></path><g transform="translate(-0.0049, 2)"><text>pi is 3.14159</text></g></svg>';
    expect(slimSvg(svg)).toBe(
      '<svg id="m" viewBox="0 -35 1596.31 515.15"><path d="M-83.87 -31.5 C-41.81 -31.5, 0.25 -31.5"></path><g transform="translate(0, 2)"><text>pi is 3.14159</text></g></svg>',
    );
  });

  it('never merges numbers of compact path data when it rounds', () => {
    const svg = '<svg id="m"><path d="M12.26.001l.256.255.01.253a1.2345 1.2345 0 0 1 2.5 3"></path></svg>';
    expect(slimSvg(svg)).toBe('<svg id="m"><path d="M12.26.001l.256.255.01.253a1.23 1.23 0 0 1 2.5 3"></path></svg>');
  });

  it('drops edge point data and the markers no edge uses', () => {
    const svg =
      '<svg id="m"><marker id="m_pointEnd" class="marker"><path d="M 0 0"></path></marker>' +
      '<marker id="m_crossEnd" class="marker cross"><path d="M 1 1"></path></marker>' +
      '<path d="M1,2L3,4" data-points="W3sieCI6MX1d" marker-end="url(#m_pointEnd)"></path></svg>';
    expect(slimSvg(svg)).toBe(
      '<svg id="m"><marker id="m_pointEnd" class="marker"><path d="M 0 0"></path></marker>' +
        '<path d="M1,2L3,4" marker-end="url(#m_pointEnd)"></path></svg>',
    );
  });
});

describe('pruneStyle', () => {
  it('drops selectors that name a class or attribute value nothing carries, and keeps at-rules', () => {
    const svg =
      '<svg id="m"><style>#m{fill:#000;}@keyframes dash{to{stroke-dashoffset:0;}}#m .node rect,#m .cluster rect{fill:#eee;}' +
      '#m .edge-animation-fast{animation:dash 20s;}#m [data-look="neo"].node rect{stroke:red;}#m .node [data-look="classic"]{x:1}' +
      '#m span{color:#000;}</style><g class="node default" data-look="classic"><rect></rect></g></svg>';
    expect(pruneStyle(svg)).toBe(
      '<svg id="m"><style>#m{fill:#000;}@keyframes dash{to{stroke-dashoffset:0;}}#m .node rect{fill:#eee;}' +
        '#m .node [data-look="classic"]{x:1}#m span{color:#000;}</style><g class="node default" data-look="classic"><rect></rect></g></svg>',
    );
  });
});

describe('straightenPath', () => {
  it('turns a doubly stroked outline of straight Béziers into one polyline', () => {
    const rough =
      'M-83.87 -31.5 C-22.35 -31.5, 39.17 -31.5, 83.88 -31.5 M-83.87 -31.5 C-28.05 -31.5, 27.78 -31.5, 83.88 -31.5 ' +
      'M83.88 -31.5 C83.88 -31.5, 83.88 -31.5, 83.88 -31.5 M83.88 -31.5 C84.34 -31.49, 84.8 -31.47, 85.89 -31.44 ' +
      'M83.88 -31.5 C84.62 -31.48, 85.37 -31.45, 85.89 -31.44';
    expect(straightenPath(rough)).toBe('M-83.87 -31.5L83.88 -31.5L85.89 -31.44');
  });

  it('straightens a continuous fill outline', () => {
    expect(straightenPath('M0 0 C1 0, 2 0, 3 0 C3 1, 3 2, 3 3 C2 2, 1 1, 0 0')).toBe('M0 0L3 0L3 3L0 0');
  });

  it('keeps real curves and other commands as they are', () => {
    expect(straightenPath('M0 0 C0 5, 5 5, 5 0')).toBe('M0 0 C0 5, 5 5, 5 0');
    expect(straightenPath('M201.38,242.04L205.54,242.04')).toBe('M201.38,242.04L205.54,242.04');
    expect(straightenPath('M0 0 C1 0, 2 0, 3 0 Z')).toBe('M0 0 C1 0, 2 0, 3 0 Z');
  });
});

describe('ids', () => {
  it('scopes the ids Mermaid leaves global, with their references', () => {
    const svg =
      '<svg id="m" aria-labelledby="chart-title-m"><title id="chart-title-m">T</title><g id="actor0"></g>' +
      '<use href="#actor0"></use><rect fill="url(#actor0)"></rect><g id="m-node"></g></svg>';
    expect(scopeIds(svg, 'm')).toBe(
      '<svg id="m" aria-labelledby="chart-title-m"><title id="chart-title-m">T</title><g id="m-actor0"></g>' +
        '<use href="#m-actor0"></use><rect fill="url(#m-actor0)"></rect><g id="m-node"></g></svg>',
    );
  });

  it('renames every use of a diagram id', () => {
    expect(
      renameSvgId('<svg id="mermaid-ab"><style>#mermaid-ab .node{}</style></svg>', 'mermaid-ab', 'mermaid-ab-1'),
    ).toBe('<svg id="mermaid-ab-1"><style>#mermaid-ab-1 .node{}</style></svg>');
  });
});

it('wraps one copy per colour mode', () => {
  expect(diagramHtml('<svg id="l"></svg>', '<svg id="d"></svg>')).toBe(
    '<div class="tessera-diagram__light"><svg id="l"></svg></div><div class="tessera-diagram__dark"><svg id="d"></svg></div>',
  );
});
