/**
 * The OpenAPI theme draws "Array [" and "]" as <li> elements, which are list items outside any
 * list once a schema sits in its own <li> (see ../Schema). Same look, as plain blocks. Follows
 * docusaurus-theme-openapi-docs@5.2.0 lib/theme/ArrayBrackets/index.js (guarded by
 * lib/overrides/manifest.test.ts).
 */
import type { ReactNode } from 'react';
import styles from './styles.module.css';

export function OpeningArrayBracket(): ReactNode {
  return <div className={`${styles.bracket} ${styles.opening}`}>Array [</div>;
}

export function ClosingArrayBracket(): ReactNode {
  return <div className={styles.bracket}>]</div>;
}
