import { describe, expect, it } from 'vitest';
import { extractRecords } from './records';

const page = (body: string, tag = 'docs-default-current') => `<!doctype html><html lang="en-US"><head>
<title>Run a certification | Tessera</title>
<meta name="description" content="Start an access review.">
<meta name="docsearch:language" content="en"><meta name="docsearch:version" content="current">
<meta name="docsearch:docusaurus_tag" content="${tag}"></head><body>
<nav class="navbar"><div class="navbar__items"><a class="navbar__link navbar__link--active" href="/docs/user">User Guide</a></div>
<div class="navbar__items navbar__items--right"><a class="navbar__link navbar__link--active" href="#">3.2</a></div></nav>
<main><article><nav class="theme-doc-breadcrumbs"><ul><li class="breadcrumbs__item"><a aria-label="Home page" href="/docs/"><svg viewBox="0 0 24 24"></svg></a></li>
<li class="breadcrumbs__item"><span>Access review</span></li><li class="breadcrumbs__item breadcrumbs__item--active"><span>Run</span></li></ul></nav>
<div class="theme-doc-markdown markdown">${body}</div></article></main></body></html>`;

describe('extractRecords', () => {
  const records = extractRecords(
    page(`<header><h1>Run a certification</h1></header><p>Running a <strong>certification</strong> turns a definition into work.</p>
<h2 id="the-impact">The impact<a class="hash-link" href="#the-impact">&#8203;</a></h2>
<table><tr><th>Field</th><th>Meaning</th></tr><tr><td><code>userCount</code></td><td>Users covered.</td></tr></table>
<h3 id="zero">A count of zero</h3><ul><li>First<ul><li>Nested</li></ul></li></ul>
<h2 id="steps">Steps</h2><pre><code>curl -X POST /api/core/certification-request/1</code></pre><button>Copy</button>`),
    { pathname: '/docs/user/access-review/run' },
  );

  it('emits a page record and one record per heading, in the DocSearch schema', () => {
    expect(records.map((record) => [record.type, record.url])).toEqual([
      ['lvl1', '/docs/user/access-review/run'],
      ['lvl2', '/docs/user/access-review/run#the-impact'],
      ['lvl3', '/docs/user/access-review/run#zero'],
      ['lvl2', '/docs/user/access-review/run#steps'],
    ]);
    expect(records[2]).toMatchObject({
      hierarchy: {
        lvl0: 'User Guide › Access review',
        lvl1: 'Run a certification',
        lvl2: 'The impact',
        lvl3: 'A count of zero',
        lvl4: null,
      },
      anchor: 'zero',
      url_without_anchor: '/docs/user/access-review/run',
      language: 'en',
      docusaurus_tag: 'docs-default-current',
      version: ['current'],
      // A lvl3 record (1) of a task page, which has a Steps section (+4).
      item_priority: 5,
    });
    expect(records[0]?.keywords).toEqual(['Start an access review.']);
    expect(new Set(records.map((record) => record.objectID)).size).toBe(records.length);
  });

  it('keeps the text under each heading, cells apart, without links, buttons or nested duplicates', () => {
    expect(records[0]?.content).toBe('Running a certification turns a definition into work.');
    expect(records[1]?.content).toBe('Field Meaning userCount Users covered.');
    expect(records[1]?.hierarchy.lvl2).toBe('The impact');
    expect(records[2]?.content).toBe('First Nested');
    expect(records[3]?.content).toBe('curl -X POST /api/core/certification-request/1');
  });

  it('skips a page that asks not to be indexed', () => {
    const redirect = page('<h1>Tessera 3.1 documentation</h1>').replace(
      '<title>',
      '<meta name="robots" content="noindex"><title>',
    );
    expect(extractRecords(redirect, { pathname: '/docs/3.1' })).toEqual([]);
  });

  it('adds method and path of API reference operations to the keywords', () => {
    const [api] = extractRecords(
      page(
        `<h1>Submit a cart</h1><pre class="openapi__method-endpoint"><span>POST</span> <h2>/api/core/cart/submit</h2></pre>\n<p>Submits the cart.</p>`,
        'docs-api-current',
      ),
      { pathname: '/docs/developer/submit-cart' },
    );
    expect(api.keywords).toContain('POST /api/core/cart/submit');
    expect(api.keywords).toContain('API reference');
  });

  it("folds an operation's Request and Responses sections into its own record", () => {
    const records = extractRecords(
      page(
        `<h1>List requests</h1><p>Returns requests.</p><h2 id="request" class="openapi-tabs__heading">Request</h2><h3 id="query">Query Parameters</h3><p>pagesize</p><h2 id="responses" class="openapi-tabs__heading openapi-tabs__response-header">Responses</h2><p>200 The requests.</p>`,
        'docs-api-current',
      ),
      { pathname: '/docs/developer/list-user-requests' },
    );
    expect(records.map((record) => record.url)).toEqual(['/docs/developer/list-user-requests']);
    expect(records[0]?.content).toBe('Returns requests. Query Parameters pagesize 200 The requests.');
  });

  it('ranks API reference pages below guide pages (schemas lowest), and a task page above them', () => {
    const [schema] = extractRecords(
      page(
        `<h1>UserRequest</h1><div class="openapi-left-panel__container schema"><p>status</p></div>`,
        'docs-api-current',
      ),
      { pathname: '/docs/developer/schemas/user-request' },
    );
    const [operation] = extractRecords(
      page(
        `<h1>List requests</h1><pre class="openapi__method-endpoint"><span>GET</span> <h2>/api/core/user-requests</h2></pre><p>status</p>`,
        'docs-api-current',
      ),
      { pathname: '/docs/developer/list-user-requests' },
    );
    const [overview] = extractRecords(page(`<h1>Overview</h1><p>status</p>`), { pathname: '/docs/user/overview' });
    const [task, steps] = extractRecords(page(`<h1>Task</h1><h2 id="steps">Steps</h2><p>status</p>`), {
      pathname: '/docs/user/task',
    });
    expect(schema.item_priority).toBeLessThan(operation.item_priority);
    expect(operation.item_priority).toBeLessThan(overview.item_priority);
    expect(task.item_priority).toBeGreaterThan(overview.item_priority);
    // A task page's section that matches as well as an overview's page record ranks above it.
    expect(steps.item_priority).toBeGreaterThan(overview.item_priority);
  });

  it('makes each glossary term a record of its own, its other names searchable', () => {
    const records = extractRecords(
      page(
        `<h1>Glossary</h1><h2 id="letter-a">A</h2><dl><dt id="access-review">access review<small>Also: certification, attestation</small></dt><dd>A check of access. <a href="/x">Read more</a></dd><dt id="account">account</dt><dd>A login in an application.</dd></dl><h2 id="letter-b">B</h2>`,
      ),
      { pathname: '/docs/user/glossary' },
    );
    expect(records.map((record) => [record.url, record.hierarchy.lvl2, record.hierarchy.lvl3])).toEqual([
      ['/docs/user/glossary', null, null],
      ['/docs/user/glossary#letter-a', 'A', null],
      ['/docs/user/glossary#access-review', 'A', 'access review'],
      ['/docs/user/glossary#account', 'A', 'account'],
      ['/docs/user/glossary#letter-b', 'B', null],
    ]);
    expect(records[2]?.keywords).toEqual(['certification', 'attestation']);
    expect(records[3]?.content).toBe('A login in an application.');
    // Below the pages that use its words, for a query that asks no definition, with the API's schema pages.
    const [guide] = extractRecords(page(`<h1>Overview</h1><p>account</p>`), { pathname: '/docs/user/overview' });
    expect(records[0]?.item_priority).toBeLessThan(guide.item_priority);
    const [schema] = extractRecords(
      page(
        `<h1>UserAccount</h1><div class="openapi-left-panel__container schema"><p>account</p></div>`,
        'docs-api-current',
      ),
      { pathname: '/docs/developer/schemas/user-account' },
    );
    expect(records[0]?.item_priority).toBe(schema.item_priority);
  });

  describe('on an API operation page', () => {
    const param = (name: string, type: string, description: string) =>
      `<li class="openapi-list-entry"><div class="openapi-params__list-item"><span class="openapi-schema__container"><strong class="openapi-schema__property">${name}</strong><span class="openapi-schema__type">${type}</span><span class="openapi-schema__required">required</span></span><p>The <code>_id</code> of ${description}.</p></div></li>`;
    const operation = page(
      `<h1>List reconciliation events</h1><pre class="openapi__method-endpoint"><span>GET</span> <h2>/api/dataservices/ReconciliationEvent</h2></pre>
<p>Returns the events of a batch.</p>
<h2 id="request">Request</h2><details open><summary><h3>Query Parameters</h3></summary><ul>${param('ReconciliationBatchId', 'ObjectId', 'the batch')}${param('pagesize', 'integer', 'nothing')}</ul></details>
<div><ul role="tablist" class="tabs openapi-tabs__mime"><li role="tab">application/json</li></ul></div>
<h2 id="responses">Responses</h2><ul role="tablist"><li role="tab" class="openapi-tabs__response-code-item">200</li></ul>
<div role="tabpanel"><details open><summary><strong>Schema</strong></summary><ul><li><div class="openapi-schema__list-item"><span><strong class="openapi-schema__property">correlationId</strong><span>string</span></span><p>Traces the request.</p></div></li></ul></details></div>
<h2 id="empty">Nothing here</h2>`,
      'docs-api-current',
    );
    const records = extractRecords(operation, { pathname: '/docs/developer/list-reconciliation-events' });

    it("reads a parameter's name, type and description as words, and leaves out tab labels", () => {
      expect(records[1]?.content).toBe(
        'Query Parameters ReconciliationBatchId ObjectId required The _id of the batch. pagesize integer required The _id of nothing.',
      );
      expect(records[2]?.content).toBe('200 Schema correlationId string Traces the request.');
    });

    it('gives each heading record the compound parameter and field names under it, whole', () => {
      expect(records.map((record) => [record.anchor, record.keywords])).toEqual([
        [null, ['Start an access review.', 'GET /api/dataservices/ReconciliationEvent', 'API reference']],
        ['request', ['ReconciliationBatchId', 'API reference']],
        ['responses', ['correlationId', 'API reference']],
      ]);
    });

    it('leaves out a heading with nothing under it', () => {
      expect(records.map((record) => record.anchor)).not.toContain('empty');
    });
  });
});
