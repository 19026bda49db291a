/**
 * Replaces the OpenAPI theme's ApiItem so that an operation page renders its static
 * content at once and loads the explorer on demand (see DeferredApiExplorer). The
 * rest follows the theme's own ApiItem (docusaurus-theme-openapi-docs 5.2).
 */
import React, { useMemo } from 'react';
import { DocProvider } from '@docusaurus/plugin-content-docs/client';
import { HtmlClassNameProvider } from '@docusaurus/theme-common';
import useDocusaurusContext from '@docusaurus/useDocusaurusContext';
import useIsBrowser from '@docusaurus/useIsBrowser';
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
import { ungzip } from 'pako';
import { Provider } from 'react-redux';
import { RuntimeCodeHighlighting } from '@site/src/lib/runtime-code-highlighting';
import DeferredApiExplorer from './DeferredApiExplorer';

/** The part of an operation, as the generator stores it in front matter, that this page reads. */
interface Operation {
  responses?: Record<string, { content?: Record<string, unknown> }>;
  requestBody?: { content?: Record<string, unknown> };
  parameters?: Parameter[];
  servers?: { url: string }[];
  security?: unknown;
  securitySchemes?: unknown;
}

type ParamLocation = 'path' | 'query' | 'header' | 'cookie';

interface Parameter {
  in: ParamLocation;
  name: string;
  schema?: { default?: unknown };
  example?: unknown;
  value?: unknown;
}

interface ApiFrontMatter {
  readonly api?: string;
  readonly info_path?: string;
  readonly schema?: boolean;
  readonly sample?: unknown;
  readonly title?: string;
}

/** The generator stores the operation as base64 of its compressed JSON. */
function decodeOperation(encoded: string | undefined): Operation | undefined {
  if (encoded === undefined) return undefined;
  const bytes = Uint8Array.from(atob(encoded), (char) => char.charCodeAt(0));
  return JSON.parse(new TextDecoder().decode(ungzip(bytes))) as Operation;
}

const SUCCESS_STATUS = /^2\d\d$/;

/** The explorer's initial state for one operation, as the theme builds it in the browser. */
function initialState(api: Operation, options: ThemeConfig['api']) {
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
  const storage = createStorage(options?.authPersistence ?? 'sessionStorage');
  const savedServer = storage.getItem('server');
  const server = savedServer ? (JSON.parse(savedServer) as { url?: string }) : undefined;
  return {
    accept: { value: accept[0], options: accept },
    contentType: { value: contentTypes[0], options: contentTypes },
    server: { value: server?.url ? server : undefined, options: api.servers ?? [] },
    response: { value: undefined },
    body: { type: 'empty' },
    params,
    auth: createAuth({ security: api.security, securitySchemes: api.securitySchemes, options }),
    schemaSelection: { selections: {} },
    encodingSelection: {},
  };
}

export default function ApiItem(props: Props): React.JSX.Element {
  const MDXComponent = props.content;
  const frontMatter = MDXComponent.frontMatter as ApiFrontMatter;
  const docHtmlClassName = `docs-doc-id-${props.content.metadata.id}`;
  const { siteConfig } = useDocusaurusContext();
  const options = (siteConfig.themeConfig as ThemeConfig).api;
  const isBrowser = useIsBrowser();
  const api = useMemo(() => decodeOperation(frontMatter.api), [frontMatter.api]);
  const store = useMemo(() => {
    const middleware = [createPersistenceMiddleware(options)];
    return isBrowser && api
      ? createStoreWithState(initialState(api, options), middleware)
      : createStoreWithoutState({}, middleware);
  }, [api, isBrowser, options]);

  const rightPanel = 'col col--5 openapi-right-panel__container';
  const page = (left: React.ReactNode, right: React.ReactNode, schema = false) => (
    <SchemaExpansionProvider>
      <div className={clsx('row', 'theme-api-markdown')}>
        <div className={clsx('col col--7 openapi-left-panel__container', schema && 'schema')}>{left}</div>
        {right}
      </div>
    </SchemaExpansionProvider>
  );

  let body: React.ReactNode;
  if (api) {
    body = (
      <Provider store={store}>
        {page(
          <MDXComponent />,
          <DeferredApiExplorer className={rightPanel} item={api} infoPath={frontMatter.info_path ?? ''} />,
        )}
      </Provider>
    );
  } else if (frontMatter.schema) {
    body = page(
      <MDXComponent />,
      <div className={rightPanel}>
        <CodeBlock language="json" title={frontMatter.title}>
          {JSON.stringify(frontMatter.sample, null, 2)}
        </CodeBlock>
      </div>,
      true,
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
          <RuntimeCodeHighlighting>{body}</RuntimeCodeHighlighting>
        </DocItemLayout>
      </HtmlClassNameProvider>
    </DocProvider>
  );
}
