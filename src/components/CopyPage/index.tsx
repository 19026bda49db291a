/**
 * "Copy page" and "View as Markdown" for a doc page: both use the page's Markdown twin, written
 * by src/plugins/llms-txt at the page's route plus `.md`. Copying fetches it on click; the outcome
 * is announced by a polite live region as well as shown.
 */
import clsx from 'clsx';
import { useEffect, useState, type ReactNode } from 'react';
import styles from './styles.module.css';

type Outcome = 'idle' | 'copied' | 'failed';

const messages: Record<Outcome, string> = {
  idle: '',
  copied: 'Page copied as Markdown',
  failed: 'Could not copy the page; open it with View as Markdown instead',
};

/** How long the outcome stays on screen. */
const messageMs = 4000;

async function fetchText(url: string): Promise<string> {
  const response = await fetch(url);
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

/**
 * Safari only lets a page write to the clipboard during the click itself, so the write starts at
 * once with a promise of the text (ClipboardItem) rather than after the fetch has finished.
 */
async function copyFrom(url: string): Promise<void> {
  if (typeof ClipboardItem === 'undefined') {
    await navigator.clipboard.writeText(await fetchText(url));
    return;
  }
  const blob = fetchText(url).then((text) => new Blob([text], { type: 'text/plain' }));
  await navigator.clipboard.write([new ClipboardItem({ 'text/plain': blob })]);
}

export interface CopyPageProps {
  /** Where the page's Markdown is served, e.g. /docs/admin/architecture.md. */
  readonly markdownUrl: string;
}

export default function CopyPage({ markdownUrl }: CopyPageProps): ReactNode {
  const [outcome, setOutcome] = useState<Outcome>('idle');

  useEffect(() => {
    if (outcome === 'idle') return undefined;
    const timer = window.setTimeout(() => {
      setOutcome('idle');
    }, messageMs);
    return () => {
      window.clearTimeout(timer);
    };
  }, [outcome]);

  const copy = (): void => {
    copyFrom(markdownUrl).then(
      () => {
        setOutcome('copied');
      },
      () => {
        setOutcome('failed');
      },
    );
  };

  return (
    <div className={clsx(styles.toolbar, 'theme-doc-page-actions')}>
      <span role="status" className={styles.status}>
        {messages[outcome]}
      </span>
      <button type="button" className={styles.button} onClick={copy}>
        Copy page
      </button>
      <a className={styles.button} href={markdownUrl} type="text/markdown">
        View as Markdown
      </a>
    </div>
  );
}
