/**
 * A diagram drawn at build time (src/plugins/mermaid-svg) with a button that opens it at its own
 * size in a dialog: a wide diagram fitted to the article's width draws its labels too small to
 * read. The mermaid-svg plugin imports this component only into pages that have a diagram, so other
 * pages load none of it. The dialog holds a copy of the drawn SVG (both colour modes' copies, of
 * which CSS shows one), made when it opens, so the page's HTML carries each diagram once.
 */
import { useRef, useState, type ReactNode } from 'react';
import clsx from 'clsx';
// The labels were measured at build time in Arimo (Arial's metrics): a reader without Arial gets it
// from the site, on diagram pages only, instead of a wider fallback font that clips the labels.
import '@fontsource/arimo/latin-400.css';
import '@fontsource/arimo/latin-700.css';
import styles from './styles.module.css';

/** The diagram's own width, from Mermaid's `max-width` or the view box, so its text shows at its drawn size. */
function atDrawnSize(svg: SVGSVGElement): void {
  const drawnWidth = svg.style.maxWidth || `${svg.viewBox.baseVal.width}px`;
  svg.style.maxWidth = 'none';
  svg.style.width = drawnWidth;
}

export default function DiagramFrame({ children }: { readonly children: ReactNode }): ReactNode {
  const frame = useRef<HTMLDivElement>(null);
  const dialog = useRef<HTMLDialogElement>(null);
  const canvas = useRef<HTMLDivElement>(null);
  const [title, setTitle] = useState('Diagram');

  const open = (): void => {
    const diagram = frame.current?.querySelector('.tessera-diagram');
    if (!diagram || !dialog.current || !canvas.current) return;
    const copy = diagram.cloneNode(true) as HTMLElement;
    copy.querySelectorAll('svg').forEach(atDrawnSize);
    canvas.current.replaceChildren(copy);
    setTitle(diagram.querySelector('svg')?.getAttribute('aria-label') ?? 'Diagram');
    dialog.current.showModal();
  };

  return (
    <div ref={frame} className={styles.frame}>
      {children}
      <button type="button" className={clsx('button button--secondary button--sm', styles.open)} onClick={open}>
        Open the diagram at full size
      </button>
      <dialog ref={dialog} className={styles.dialog} aria-label={title}>
        <form method="dialog" className={styles.bar}>
          <span className={styles.title}>{title}</span>
          <button type="submit" className="button button--primary button--sm">
            Close
          </button>
        </form>
        {/* Scrolls both ways; a keyboard reader scrolls it once it has focus. */}
        <div ref={canvas} className={styles.canvas} tabIndex={0} role="region" aria-label="The diagram at full size" />
      </dialog>
    </div>
  );
}
