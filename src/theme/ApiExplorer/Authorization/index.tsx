import { useId, useState, type ReactNode } from 'react';
import Authorization from '@theme-original/ApiExplorer/Authorization';
import { useTypedSelector } from '@theme/ApiItem/hooks';
import { keepTokenInTab, tokenKeptInTab } from '@site/src/client/explorer-token';
import styles from './styles.module.css';

/**
 * The theme's Authorization form, with the reader's choice of where their token stays: in memory by
 * default (retyped after a reload), or in this tab's sessionStorage (src/client/explorer-token.ts).
 */
export default function AuthorizationWithTokenChoice(): ReactNode {
  const values = useTypedSelector((state) => state.auth?.data ?? {});
  const [kept, setKept] = useState(tokenKeptInTab);
  const id = useId();
  if (Object.keys(values).length === 0) return <Authorization />;
  return (
    <>
      <Authorization />
      <div className={styles.choice}>
        <input
          id={id}
          type="checkbox"
          checked={kept}
          onChange={(event) => {
            keepTokenInTab(event.target.checked, values);
            setKept(event.target.checked);
          }}
        />
        <label htmlFor={id}>
          Keep my credentials in this tab until it closes. They are then stored in the browser&apos;s sessionStorage,
          where any script of this site and a restored session can read them; unticked, they stay in memory and you type
          them again after a reload.
        </label>
      </div>
    </>
  );
}
