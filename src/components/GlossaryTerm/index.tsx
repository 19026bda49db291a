/**
 * A glossary term in running text (wrapped at build time by src/plugins/glossary-terms): a link to
 * the term on the glossary page whose definition shows on hover and on keyboard focus, and hides
 * on Escape, when the pointer and the focus leave, or on the next hover or focus (WCAG 1.4.13).
 *
 * The definition is rendered only after hydration: the static HTML, and so the search index and
 * readers without JavaScript, get a plain link to the glossary instead of a sentence mid-paragraph.
 * It is positioned `fixed` so that a table's scroll box cannot clip it.
 */
import { useId, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import Link from '@docusaurus/Link';
import useIsBrowser from '@docusaurus/useIsBrowser';
import styles from './styles.module.css';

export interface GlossaryTermProps {
  /** The term's anchor on the glossary page. */
  readonly id: string;
  /** The glossary's spelling of the term, shown before the definition when the text is an alias. */
  readonly term: string;
  readonly definition: string;
  readonly children: ReactNode;
}

const viewportMargin = 8;

/** Below the term, or above it when there is no room below; never past the sides of the viewport. */
function place(anchor: HTMLElement, tooltip: HTMLElement): void {
  const rect = anchor.getBoundingClientRect();
  const fitsBelow = rect.bottom + tooltip.offsetHeight <= window.innerHeight - viewportMargin;
  const top = fitsBelow || rect.top < tooltip.offsetHeight ? rect.bottom : rect.top - tooltip.offsetHeight;
  const maxLeft = window.innerWidth - tooltip.offsetWidth - viewportMargin;
  tooltip.style.top = `${top}px`;
  tooltip.style.left = `${Math.max(viewportMargin, Math.min(rect.left, maxLeft))}px`;
}

export default function GlossaryTerm({ id, term, definition, children }: GlossaryTermProps): ReactNode {
  const tooltipId = useId();
  const isBrowser = useIsBrowser();
  const link = useRef<HTMLAnchorElement>(null);
  const tooltip = useRef<HTMLSpanElement>(null);
  const [hovered, setHovered] = useState(false);
  const [focused, setFocused] = useState(false);
  const [dismissed, setDismissed] = useState(false);
  const open = (hovered || focused) && !dismissed;

  useLayoutEffect(() => {
    const anchor = link.current;
    const box = tooltip.current;
    if (!open || !anchor || !box) return undefined;
    const update = (): void => {
      place(anchor, box);
    };
    const dismissOnEscape = (event: KeyboardEvent): void => {
      if (event.key === 'Escape') setDismissed(true);
    };
    update();
    window.addEventListener('scroll', update, { capture: true, passive: true });
    window.addEventListener('resize', update, { passive: true });
    document.addEventListener('keydown', dismissOnEscape);
    return () => {
      window.removeEventListener('scroll', update, { capture: true });
      window.removeEventListener('resize', update);
      document.removeEventListener('keydown', dismissOnEscape);
    };
  }, [open]);

  return (
    <span
      onMouseEnter={() => {
        setHovered(true);
        setDismissed(false);
      }}
      onMouseLeave={() => {
        setHovered(false);
      }}
    >
      <Link
        ref={link}
        to={`/user/glossary#${id}`}
        className={styles.term}
        aria-describedby={isBrowser ? tooltipId : undefined}
        onFocus={() => {
          setFocused(true);
          setDismissed(false);
        }}
        onBlur={() => {
          setFocused(false);
        }}
      >
        {children}
      </Link>
      {isBrowser && (
        <span ref={tooltip} id={tooltipId} role="tooltip" className={styles.tooltip} hidden={!open}>
          <strong>{term}</strong>: {definition}
        </span>
      )}
    </span>
  );
}
