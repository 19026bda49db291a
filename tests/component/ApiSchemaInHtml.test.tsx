/**
 * The wrappers of the OpenAPI theme's ParamsDetails, RequestSchema and ResponseSchema: before the
 * page runs (on the server, and so in the HTML) they show the parameters and schemas from the
 * theme's parts, which the theme itself draws in the browser only; once it runs, the theme's own.
 */
import type { ReactNode } from 'react';
import { render, screen, within } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import ParamsDetails from '@site/src/theme/ParamsDetails';
import RequestSchema from '@site/src/theme/RequestSchema';
import ResponseSchema from '@site/src/theme/ResponseSchema';

const page = vi.hoisted(() => ({ runs: false }));

vi.mock('@docusaurus/BrowserOnly', () => ({
  default: ({ children, fallback }: { children: () => ReactNode; fallback: ReactNode }) =>
    page.runs ? children() : fallback,
}));
vi.mock('@theme-original/ParamsDetails', () => ({ default: () => <p>the theme’s parameters</p> }));
vi.mock('@theme-original/RequestSchema', () => ({ default: () => <p>the theme’s request body</p> }));
vi.mock('@theme-original/ResponseSchema', () => ({ default: () => <p>the theme’s response</p> }));
vi.mock('@theme/Details', () => ({
  default: ({ summary, children, className }: { summary: ReactNode; children: ReactNode; className?: string }) => (
    <details open className={className}>
      {summary}
      {children}
    </details>
  ),
}));
vi.mock('@theme/ParamsItem', () => ({
  default: ({ param }: { param: { name: string } }) => <li className="openapi-schema__property">{param.name}</li>,
}));
vi.mock('@theme/Schema', () => ({
  default: ({ schema }: { schema: { properties?: object } }) =>
    Object.keys(schema.properties ?? {}).map((name) => (
      <li key={name} className="openapi-schema__property">
        {name}
      </li>
    )),
}));
vi.mock('@theme/SchemaTabs', () => ({ default: ({ children }: { children: ReactNode }) => <div>{children}</div> }));
vi.mock('@theme/TabItem', () => ({
  default: ({ label, children }: { label: string; children: ReactNode }) => (
    <section aria-label={label}>{children}</section>
  ),
}));
vi.mock('@theme/ResponseExamples', () => ({
  ExampleFromSchema: () => <section aria-label="Example (auto)" />,
  ResponseExamples: ({ responseExamples }: { responseExamples: Record<string, unknown> }) =>
    Object.keys(responseExamples).map((name) => <section key={name} aria-label={name} />),
  ResponseExample: () => <section aria-label="Example" />,
}));
vi.mock('@theme/Markdown', () => ({ default: ({ children }: { children: string }) => <p>{children}</p> }));

beforeEach(() => {
  page.runs = false;
});

const itemsUnder = (heading: HTMLElement): string[] => {
  const block = heading.closest('details');
  if (!block) throw new Error(`${heading.textContent} is in no block`);
  return within(block)
    .getAllByRole('listitem')
    .map((item) => item.textContent);
};

const body = (properties: string[], content = ['application/json']) => ({
  required: true,
  description: 'The cart to submit.',
  content: Object.fromEntries(
    content.map((type) => [type, { schema: { properties: Object.fromEntries(properties.map((name) => [name, {}])) } }]),
  ),
});

describe('before the page runs', () => {
  it('lists each parameter under its location, in the theme’s order', () => {
    render(
      <ParamsDetails
        parameters={[
          { in: 'query', name: 'pageSize' },
          { in: 'path', name: 'cartId' },
          { in: 'header', name: 'X-Correlation-Id' },
          { in: 'query', name: 'cursor' },
        ]}
      />,
    );
    const headings = screen.getAllByRole('heading').map((heading) => heading.textContent);
    expect(headings).toEqual(['Path Parameters', 'Query Parameters', 'Header Parameters']);
    expect(itemsUnder(screen.getByRole('heading', { name: 'Query Parameters' }))).toEqual(['pageSize', 'cursor']);
    expect(screen.queryByText('the theme’s parameters')).toBeNull();
  });

  it('shows the request body’s fields, whether it is required and its description', () => {
    render(<RequestSchema title="Body" body={body(['userLogin', 'items'])} />);
    const heading = screen.getByRole('heading', { name: /^Body/ });
    expect(within(heading).getByText('required')).toBeDefined();
    expect(itemsUnder(heading)).toEqual(['userLogin', 'items']);
    expect(screen.getByText('The cart to submit.')).toBeDefined();
    expect(heading.closest('details')?.className).toContain('mime');
  });

  it('names the media type of each schema when a body has several', () => {
    render(<RequestSchema title="Body" body={body(['file'], ['application/json', 'multipart/form-data'])} />);
    expect(screen.getByText('multipart/form-data')).toBeDefined();
    expect(screen.getAllByRole('heading')).toHaveLength(2);
  });

  it('shows a response’s fields, with the example made from its schema and its own examples', () => {
    const content = { 'application/json': { schema: { properties: { taskId: {} } }, examples: { 'One task': {} } } };
    const { container } = render(<ResponseSchema title="Schema" body={{ content }} />);
    expect(container.querySelector('details.response')?.textContent).toBe('SchemataskId');
    const tabs = screen.getAllByRole('region').map((tab) => tab.getAttribute('aria-label'));
    expect(tabs).toEqual(['Schema', 'Example (auto)', 'One task']);
  });

  it('shows a request body’s own example instead of one made from its schema', () => {
    const content = { 'application/json': { schema: { properties: { userLogin: {} } }, example: {} } };
    render(<RequestSchema title="Body" body={{ content }} />);
    const tabs = screen.getAllByRole('region').map((tab) => tab.getAttribute('aria-label'));
    expect(tabs).toEqual(['Body', 'Example']);
  });
});

describe('once the page runs', () => {
  it('renders the theme’s own components', () => {
    page.runs = true;
    render(
      <>
        <ParamsDetails parameters={[{ in: 'path', name: 'cartId' }]} />
        <RequestSchema title="Body" body={body(['userLogin'])} />
        <ResponseSchema title="Schema" body={body(['taskId'])} />
      </>,
    );
    expect(screen.getByText('the theme’s parameters')).toBeDefined();
    expect(screen.getByText('the theme’s request body')).toBeDefined();
    expect(screen.getByText('the theme’s response')).toBeDefined();
    expect(screen.queryByRole('heading')).toBeNull();
  });
});
