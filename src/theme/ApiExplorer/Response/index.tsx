/**
 * The explorer's response panel, with a line that says what went wrong and what to try whenever a
 * Send fails. The theme writes its failure message into the response and clears the status code, and
 * its panel shows the "Click Send" placeholder whenever there is no code: a request that never got an
 * answer (network, DNS, CORS, the site's policy) looked like a request never sent.
 */
import type { ComponentProps, ReactNode } from 'react';
import Response from '@theme-original/ApiExplorer/Response';
import { useTypedSelector } from '@theme/ApiItem/hooks';
import { failureAdvice } from '@site/src/client/api-failures';
import styles from './styles.module.css';

export default function ResponseWithFailures(props: ComponentProps<typeof Response>): ReactNode {
  const code = useTypedSelector((state) => state.response.code);
  const value = useTypedSelector((state) => state.response.value);
  const advice = failureAdvice(code, value);
  return (
    <>
      {advice && (
        <div role="alert" className={styles.failure}>
          <p className={styles.what}>{advice.what}</p>
          <p>{advice.tryNext}</p>
        </div>
      )}
      <Response {...props} />
    </>
  );
}
