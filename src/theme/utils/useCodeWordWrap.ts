// Follows docusaurus-theme-openapi-docs@5.2.0 lib/theme/utils/useCodeWordWrap.js
/**
 * The OpenAPI theme's word-wrap hook for its code blocks, with one change: it reads the block only
 * while the block is there. The theme's version reads `codeBlockRef.current` unguarded from a resize
 * listener and from a tab panel's mutation callback, which can fire after the block has gone (a tab
 * group remounting its panels), and the page's explorer then crashed into its error boundary
 * (Comment on a task). A wrapper cannot add the guard: the reads are inside the hook's own callbacks.
 */
import { useCallback, useEffect, useRef, useState, type RefObject } from 'react';
import { useMutationObserver } from '@theme/utils/useMutationObserver';

// Fires when the "hidden" attribute of the tab panel holding the block changes.
function useTabBecameVisibleCallback(codeBlockRef: RefObject<HTMLPreElement | null>, callback: () => void): void {
  const [hiddenTabElement, setHiddenTabElement] = useState<Element | null | undefined>();
  const updateHiddenTabElement = useCallback(() => {
    setHiddenTabElement(codeBlockRef.current?.closest('[role=tabpanel][hidden]'));
  }, [codeBlockRef]);
  useEffect(() => {
    updateHiddenTabElement();
  }, [updateHiddenTabElement]);
  useMutationObserver(
    hiddenTabElement,
    (mutations: MutationRecord[]) => {
      for (const mutation of mutations) {
        if (mutation.type === 'attributes' && mutation.attributeName === 'hidden') {
          callback();
          updateHiddenTabElement();
        }
      }
    },
    { attributes: true, characterData: false, childList: false, subtree: false },
  );
}

export function useCodeWordWrap(): {
  codeBlockRef: RefObject<HTMLPreElement | null>;
  isEnabled: boolean;
  isCodeScrollable: boolean;
  toggle: () => void;
} {
  const [isEnabled, setIsEnabled] = useState(false);
  const [isCodeScrollable, setIsCodeScrollable] = useState(false);
  const codeBlockRef = useRef<HTMLPreElement>(null);
  const toggle = useCallback(() => {
    const codeElement = codeBlockRef.current?.querySelector('code');
    if (!codeElement) return;
    if (isEnabled) {
      codeElement.removeAttribute('style');
    } else {
      codeElement.style.whiteSpace = 'pre-wrap';
      codeElement.style.overflowWrap = 'anywhere';
    }
    setIsEnabled((value) => !value);
  }, [isEnabled]);
  const updateCodeIsScrollable = useCallback(() => {
    const block = codeBlockRef.current;
    if (!block) return;
    setIsCodeScrollable(
      block.scrollWidth > block.clientWidth || Boolean(block.querySelector('code')?.hasAttribute('style')),
    );
  }, []);
  useTabBecameVisibleCallback(codeBlockRef, updateCodeIsScrollable);
  useEffect(() => {
    updateCodeIsScrollable();
  }, [isEnabled, updateCodeIsScrollable]);
  useEffect(() => {
    window.addEventListener('resize', updateCodeIsScrollable, { passive: true });
    return () => {
      window.removeEventListener('resize', updateCodeIsScrollable);
    };
  }, [updateCodeIsScrollable]);
  return { codeBlockRef, isEnabled, isCodeScrollable, toggle };
}
