import { describe, expect, it } from 'vitest';
import { apiReference } from '../../config/api-reference';
import { isObject, readSpec } from './spec-source';
import { ApiMarkdown } from './api-markdown';

const { root } = readSpec(apiReference.specPath);
const api = new ApiMarkdown(root, {
  schema: (name) => `https://site/schemas/${name}`,
  operation: (operationId) => `https://site/ops/${operationId}`,
  site: (sitePath) => `https://site${sitePath}`,
});

describe('API reference pages as Markdown', () => {
  it('renders every operation with its method and path, its authentication and its responses', () => {
    const operationIds = api.operationIds();
    expect(operationIds.length).toBeGreaterThan(10);
    for (const [path, item] of Object.entries(isObject(root.paths) ? root.paths : {})) {
      for (const [method, operation] of Object.entries(isObject(item) ? item : {})) {
        if (!isObject(operation) || typeof operation.operationId !== 'string') continue;
        const { body, description } = api.operation(operation.operationId);
        expect(body, operation.operationId).toContain(`\`${method.toUpperCase()} ${path}\``);
        expect(body, operation.operationId).toContain('## Authentication\n\n- `bearerAuth`: A JSON Web Token (JWT)');
        expect(body, operation.operationId).toMatch(/## Responses\n\n### 2\d\d\n/);
        expect(description, operation.operationId).toMatch(/^[A-Z`].*[.!?]$/);
      }
    }
  });

  it('tabulates parameters, shared ones included, with type, requirement and example', () => {
    const { body } = api.operation('listRoles');
    expect(body).toContain('| Name | In | Type | Required | Description |');
    // The description is the spec's wording; the row's shape is what the renderer owns.
    expect(body).toMatch(/^\| `pagesize` \| query \| integer \| No \| [^|]+\. Example: `\d+`\. \|$/m);
    expect(api.operation('listTasks').body).toContain('Example: `{"status":"Assigned","userLogin":"maria.lopez"}`.');
  });

  it('shows a body as its named schema, its fields with links to other schemas, and its examples', () => {
    const { body } = api.operation('saveCart');
    expect(body).toContain(
      '## Request body\n\nRequired.\n\nContent type: `application/json`\n\nSchema: [UserCart](https://site/schemas/UserCart).',
    );
    expect(body).toContain(
      '| `cartItems` | array of [CartItem](https://site/schemas/CartItem) | Yes | The items requested. At least one. |',
    );
    expect(body).toMatch(/Example: .+\n\n```json\n\{\n {2}"name": /);
    expect(api.operation('listTasks').body).toContain('An array of [UserTask](https://site/schemas/UserTask).');
  });

  it('merges allOf parts into one field list and expands inline objects', () => {
    const { body } = api.schema('TargetSystem');
    expect(body).toContain(
      '| `_id` | [ObjectId](https://site/schemas/ObjectId) | No | Identifier of the application. |',
    );
    expect(body).toMatch(/^\| `name` \| string \| Yes \| /m);
    expect(api.schema('RequestHistoryEntry').body).toMatch(/^\| `diff\.payload` \| object \| No \| /m);
  });

  it('lists the operations of a tag, and of every tag on the overview', () => {
    const tag = api.tag('Cart');
    const cart = (Array.isArray(root.tags) ? root.tags : []).find(
      (candidate) => isObject(candidate) && candidate.name === 'Cart',
    );
    const written = isObject(cart) && typeof cart.description === 'string' ? cart.description : '';
    expect(tag.description).toMatch(/^[A-Z].*[.!?]$/);
    expect(written.replace(/\s+/g, ' ').startsWith(tag.description ?? '-')).toBe(true);
    expect(tag.body).toContain('- [Save a cart](https://site/ops/saveCart): `POST /api/core/cart`');
    const overview = api.info().body;
    expect(overview).toMatch(/^The Tessera API [\s\S]+\n## Operations\n\n### Access reviews\n\n- \[/);
    for (const operationId of api.operationIds()) expect(overview).toContain(`(https://site/ops/${operationId})`);
    // The spec's descriptions link site paths; away from the site they are absolute.
    expect(overview).toContain('](https://site/developer/search-catalog)');
    expect(overview).not.toMatch(/\]\(\//);
  });

  it('names what it cannot find', () => {
    expect(() => api.operation('noSuchThing')).toThrow('openapi: no operation with operationId "noSuchThing"');
    expect(() => api.schema('NoSuchSchema')).toThrow('openapi: no schema named "NoSuchSchema"');
    expect(() => api.tag('No such tag')).toThrow('openapi: no tag named "No such tag"');
  });
});
