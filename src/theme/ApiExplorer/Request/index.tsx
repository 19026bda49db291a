import { useState, type ComponentProps, type ReactNode, type SyntheticEvent } from 'react';
import Request from '@theme-original/ApiExplorer/Request';
import { useTypedSelector } from '@theme/ApiItem/hooks';
import { checkServer, isLoopbackServer } from '@site/src/client/api-servers';
import styles from './styles.module.css';

/**
 * Sends a request only to a server of the API description (src/client/api-servers.ts). The theme sends
 * when its form is submitted; this wrapper sees the submit first, in the capture phase, and stops it
 * with a message when the server or a server variable (the tenant) is not one the description allows.
 * tests/e2e/api-reference.spec.ts fails if an upstream change lets a request past it. On the mock server,
 * which the explorer starts on, it says how to reach the mock: the published site's policy blocks it.
 */
export default function RequestToDescribedServers(props: ComponentProps<typeof Request>): ReactNode {
  const server = useTypedSelector((state) => state.server.value);
  const [refused, setRefused] = useState(false);
  const check = checkServer(server, props.item.servers ?? []);
  const stopIfRefused = (event: SyntheticEvent): void => {
    setRefused(!check.ok);
    if (check.ok) return;
    event.preventDefault();
    event.stopPropagation();
  };
  return (
    <div onSubmitCapture={stopIfRefused}>
      <Request {...props} />
      {refused && !check.ok && (
        <p role="alert" className={styles.refusal}>
          {check.message}
        </p>
      )}
      {check.ok && isLoopbackServer(check.url) && (
        <p className={styles.mockNote}>
          The local mock server answers once you run <code>npm run mock</code> in a clone of the documentation
          repository. The published site&apos;s security policy lets no page call your machine: there, copy the code
          sample and run it in a terminal.
        </p>
      )}
    </div>
  );
}
