import { useEffect, type RefObject } from 'react';

/**
 * The OpenAPI theme scrolls a tab list that overflows with two arrow buttons that have no text:
 * each gets the name a screen reader announces (WCAG 4.1.2), as they appear. The theme gives no way to
 * name them, and they show only once a list is wider than its box (many named examples).
 */
export function useTabArrowLabels(root: RefObject<HTMLElement | null>): void {
  useEffect(() => {
    const element = root.current;
    if (!element) return undefined;
    const label = (): void => {
      element.querySelectorAll<HTMLButtonElement>('button.openapi-tabs__arrow:not([aria-label])').forEach((arrow) => {
        arrow.setAttribute(
          'aria-label',
          arrow.classList.contains('left') ? 'Scroll the tabs left' : 'Scroll the tabs right',
        );
      });
    };
    label();
    const observer = new MutationObserver(label);
    observer.observe(element, { childList: true, subtree: true });
    return () => {
      observer.disconnect();
    };
  }, [root]);
}
