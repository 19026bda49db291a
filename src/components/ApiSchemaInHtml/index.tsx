/**
 * An operation's parameters and request and response schemas as the HTML carries them, for a reader
 * without scripts, a crawler, find-in-page before the scripts run and the site's search index. The
 * OpenAPI theme draws them in the browser only (BrowserOnly in its ParamsDetails, RequestSchema and
 * ResponseSchema, with a grey placeholder in the HTML); the wrappers of those three in src/theme
 * render these instead until the page runs, then the theme's own. Built from the theme's own parts
 * (Details, ParamsItem, Schema, SchemaTabs and the examples) and class names, so the text and its
 * look are the theme's; what only a running page uses (the media type tabs, "expand all") is left to
 * the theme's.
 * With the api-item override on, the theme's components render on the server themselves
 * (src/theme/ApiItem/BrowserFromFirstRender.tsx) and these are not used.
 */
import type { ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import Details from '@theme/Details';
import Markdown from '@theme/Markdown';
import ParamsItem from '@theme/ParamsItem';
import { ExampleFromSchema, ResponseExample, ResponseExamples } from '@theme/ResponseExamples';
import Schema from '@theme/Schema';
import SchemaTabs from '@theme/SchemaTabs';
import TabItem from '@theme/TabItem';

export type ParamLocation = 'path' | 'query' | 'header' | 'cookie';

export interface Parameter {
  readonly in: ParamLocation;
  readonly name: string;
  readonly schema?: { 'x-enumDescriptions'?: object; items?: { 'x-enumDescriptions'?: object } };
}

/** The parameters, one block per location in the theme's order, headed as the theme heads them. */
export function ParametersInHtml({ parameters = [] }: { parameters?: readonly Parameter[] }): ReactNode {
  const locations: readonly ParamLocation[] = ['path', 'query', 'header', 'cookie'];
  return locations.map((location) => {
    const inLocation = parameters.filter((parameter) => parameter.in === location);
    if (inLocation.length === 0) return null;
    const heading = translate(
      { id: 'theme.openapi.paramsDetails.parametersTitle', message: '{type} Parameters' },
      { type: location.charAt(0).toUpperCase() + location.slice(1) },
    );
    return (
      <Details
        key={location}
        className="openapi-markdown__details"
        style={{ marginBottom: '1rem' }}
        open
        summary={
          <summary>
            <h3 className="openapi-markdown__details-summary-header-params">{heading}</h3>
          </summary>
        }
      >
        <ul>
          {inLocation.map((parameter) => (
            <ParamsItem
              key={parameter.name}
              className="paramsItem"
              param={{
                ...parameter,
                enumDescriptions: Object.entries(
                  parameter.schema?.['x-enumDescriptions'] ?? parameter.schema?.items?.['x-enumDescriptions'] ?? {},
                ),
              }}
            />
          ))}
        </ul>
      </Details>
    );
  });
}

export interface SchemaBody {
  readonly content?: Record<string, { schema?: object; example?: unknown; examples?: unknown } | undefined>;
  readonly description?: string;
  readonly required?: boolean;
}

/**
 * A request body's or a response's schema, one block per media type (named when there are several),
 * headed and classed as the theme heads them, with its examples in tabs beside it as the theme has
 * them: a request's examples or else one made from its schema, a response's example made from its
 * schema and its own.
 */
export function SchemaInHtml({
  kind,
  title,
  body,
}: {
  kind: 'request' | 'response';
  title: string;
  body?: SchemaBody;
}): ReactNode {
  const required = body?.required === true && (
    <span className="openapi-schema__required">
      {translate({ id: 'theme.openapi.schemaItem.required', message: 'required' })}
    </span>
  );
  const mediaTypes = Object.entries(body?.content ?? {});
  return mediaTypes.map(([mediaType, media]) => {
    if (!media?.schema) return null;
    const { schema, example, examples } = media;
    const given = example !== undefined || examples !== undefined;
    return (
      <SchemaTabs key={mediaType} className="openapi-tabs__schema">
        <TabItem label={title} value={title}>
          <Details
            className={`openapi-markdown__details ${kind === 'request' ? 'mime' : 'response'}`}
            open
            summary={
              <summary>
                {kind === 'request' ? (
                  <h3 className="openapi-markdown__details-summary-header-body">
                    {title}
                    {required}
                  </h3>
                ) : (
                  <strong className="openapi-markdown__details-summary-response">
                    {title}
                    {required}
                  </strong>
                )}
                {mediaTypes.length > 1 && <code>{mediaType}</code>}
              </summary>
            }
          >
            {body?.description && (
              <div style={{ margin: '1rem 0 1rem 1rem' }}>
                <Markdown>{body.description}</Markdown>
              </div>
            )}
            <ul style={{ marginLeft: '1rem' }}>
              <Schema schema={schema} schemaType={kind} schemaPath={kind === 'request' ? 'requestBody' : undefined} />
            </ul>
          </Details>
        </TabItem>
        {(kind === 'response' || !given) && ExampleFromSchema({ schema, mimeType: mediaType })}
        {examples !== undefined && ResponseExamples({ responseExamples: examples, mimeType: mediaType })}
        {example !== undefined && ResponseExample({ responseExample: example, mimeType: mediaType })}
      </SchemaTabs>
    );
  });
}
