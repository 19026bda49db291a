// Follows docusaurus-theme-openapi-docs@5.2.0 lib/theme/ApiItem/index.js
/**
 * Replaces the OpenAPI theme's ApiItem, the page of each operation, schema and the API overview,
 * with the same markup at a fraction of the start-up cost. It cannot wrap the original: what it
 * changes is what the original does as it renders, and importing the original alone would put the
 * costs back on every page of the reference. The original
 * - requires the explorer (about 5 MB of script) when its module loads in the browser;
 * - inflates the operation from its front matter with pako and builds the explorer's Redux state
 *   from it on every render, and re-renders the whole page once hydrated (useIsBrowser) with a new
 *   store, so that every schema, description and example rendered a second time at start-up.
 * Here the page renders once, on the server in full (BrowserFromFirstRender); the explorer
 * loads on demand (DeferredApiExplorer), which is when the
 * operation is inflated (with the browser's DecompressionStream) and the store gets the explorer's
 * state; until then the schema's tabs share a store without it, whose choices carry over.
 * Compare with the upstream file when the theme is upgraded.
 */
import { useCallback, useRef, useState, type ReactNode } from 'react';
import { DocProvider } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import { createAuth } from '@theme/ApiExplorer/Authorization/slice';
import { createPersistenceMiddleware } from '@theme/ApiExplorer/persistenceMiddleware';
import { createStorage } from '@theme/ApiExplorer/storage-utils';
import DocItemLayout from '@theme/ApiItem/Layout';
import { createStoreWithoutState, createStoreWithState } from '@theme/ApiItem/store';
import CodeBlock from '@theme/CodeBlock';
import type { Props } from '@theme/DocItem';
import DocItemMetadata from '@theme/DocItem/Metadata';
import { SchemaExpansionProvider } from '@theme/SchemaExpansion';
import clsx from 'clsx';
import type { ThemeConfig } from 'docusaurus-theme-openapi-docs/src/types';
import { Provider } from 'react-redux';
import { withReaderTokenChoice } from '@site/src/client/explorer-token';
import { RuntimeCodeHighlighting } from '@site/src/client/runtime-code-highlighting';
import { useTabArrowLabels } from '@site/src/client/tab-arrow-labels';
import BrowserFromFirstRender from './BrowserFromFirstRender';
import DeferredApiExplorer, { type Operation, type Parameter, type ParamLocation } from './DeferredApiExplorer';
// The theme's stylesheet, then the site's corrections to it: with the reference's pages only, not on
// every page of the site (config/api-reference.ts takes it out of the theme's client modules).
import 'docusaurus-theme-openapi-docs/lib/theme/styles.scss';
import './api-reference.css';

interface ApiFrontMatter {
  /** The operation, as the generator stores it: base64 of its zlib-deflated JSON. */
  readonly api?: string;
  readonly info_path?: string;
  readonly schema?: boolean;
  readonly sample?: unknown;
  readonly title?: string;
}

type ApiOptions = ThemeConfig['api'];

/** What the reader may have chosen in the schema's tabs before the explorer loaded. */
interface SchemaChoices {
  readonly contentType?: { value?: string };
  readonly accept?: { value?: string };
  readonly schemaSelection?: { selections: Record<string, number> };
}

const SUCCESS_STATUS = /^2\d\d$/;

const chosen = (value: string | undefined, options: readonly string[]): string | undefined =>
  value !== undefined && options.includes(value) ? value : options[0];

/** The explorer's initial state for one operation, as the theme builds it, keeping the reader's choices. */
function initialState(api: Operation, options: ApiOptions, choices: SchemaChoices) {
  const accept = Object.entries(api.responses ?? {})
    .filter(([code]) => SUCCESS_STATUS.test(code))
    .flatMap(([, response]) => Object.keys(response.content ?? {}));
  const contentTypes = Object.keys(api.requestBody?.content ?? {});
  const params: Record<ParamLocation, Parameter[]> = { path: [], query: [], header: [], cookie: [] };
  for (const param of api.parameters ?? []) {
    // Prefill order as in the theme: schema default, then the parameter's example.
    const prefill = param.schema?.default ?? param.example;
    params[param.in].push(prefill === undefined ? param : { ...param, value: prefill });
  }
  const storage = createStorage(options?.authPersistence ?? false);
  const savedServer = storage.getItem('server');
  const server = savedServer ? (JSON.parse(savedServer) as { url?: string }) : undefined;
  return {
    accept: { value: chosen(choices.accept?.value, accept), options: accept },
    contentType: { value: chosen(choices.contentType?.value, contentTypes), options: contentTypes },
    server: { value: server?.url ? server : undefined, options: api.servers ?? [] },
    response: { value: undefined },
    body: { type: 'empty' },
    params,
    auth: createAuth({ security: api.security, securitySchemes: api.securitySchemes, options }),
    schemaSelection: choices.schemaSelection ?? { selections: {} },
    encodingSelection: {},
  };
}

function OperationColumns({ left, right, schema = false }: { left: ReactNode; right: ReactNode; schema?: boolean }) {
  const row = useRef<HTMLDivElement>(null);
  useTabArrowLabels(row);
  return (
    <SchemaExpansionProvider>
      <div ref={row} className={clsx('row', 'theme-api-markdown')}>
        <div className={clsx('col col--7 openapi-left-panel__container', schema && 'schema')}>{left}</div>
        {right}
      </div>
    </SchemaExpansionProvider>
  );
}

const rightPanel = 'col col--5 openapi-right-panel__container';

function OperationBody({
  content: MDXComponent,
  encodedApi,
  infoPath,
}: {
  content: Props['content'];
  encodedApi: string;
  infoPath: string;
}): ReactNode {
  const { siteConfig } = useDocusaurusContext();
  const [options] = useState(() => withReaderTokenChoice((siteConfig.themeConfig as ThemeConfig).api));
  const [store, setStore] = useState(() => createStoreWithoutState({}, [createPersistenceMiddleware(options)]));
  const onOperation = useCallback(
    (api: Operation) => {
      setStore((current) =>
        createStoreWithState(initialState(api, options, current.getState() as SchemaChoices), [
          createPersistenceMiddleware(options),
        ]),
      );
    },
    [options],
  );
  return (
    <Provider store={store}>
      <OperationColumns
        left={<MDXComponent />}
        right={
          <DeferredApiExplorer
            className={rightPanel}
            encodedApi={encodedApi}
            infoPath={infoPath}
            onOperation={onOperation}
          />
        }
      />
    </Provider>
  );
}

export default function ApiItem(props: Props): ReactNode {
  const MDXComponent = props.content;
  const frontMatter = MDXComponent.frontMatter as ApiFrontMatter;
  const docHtmlClassName = `docs-doc-id-${props.content.metadata.id}`;

  let body: ReactNode;
  if (frontMatter.api) {
    // Keyed by page: another operation gets its own store and explorer.
    body = (
      <OperationBody
        key={props.content.metadata.id}
        content={MDXComponent}
        encodedApi={frontMatter.api}
        infoPath={frontMatter.info_path ?? ''}
      />
    );
  } else if (frontMatter.schema) {
    body = (
      <OperationColumns
        schema
        left={<MDXComponent />}
        right={
          <div className={rightPanel}>
            <CodeBlock language="json" title={frontMatter.title}>
              {JSON.stringify(frontMatter.sample, null, 2)}
            </CodeBlock>
          </div>
        }
      />
    );
  } else {
    body = (
      <div className="row">
        <div className="col col--12 markdown">
          <MDXComponent />
        </div>
      </div>
    );
  }

  return (
    <DocProvider content={props.content}>
      <HtmlClassNameProvider className={docHtmlClassName}>
        <DocItemMetadata />
        <DocItemLayout>
          <RuntimeCodeHighlighting>
            <BrowserFromFirstRender>{body}</BrowserFromFirstRender>
          </RuntimeCodeHighlighting>
        </DocItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
