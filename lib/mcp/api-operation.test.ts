import { execFileSync } from 'node:child_process';
import { describe, expect, it } from 'vitest';
import type { JsonObject } from '../openapi/spec-source';
import { baseUrlProblem, curlExample, operationsOf, pathMatches } from './api-operation';

const spec: JsonObject = {
  paths: {
    '/api/things/{id}': {
      parameters: [{ $ref: '#/components/parameters/Id' }],
      post: {
        operationId: 'makeThing',
        summary: 'Make a thing',
        parameters: [{ name: 'note', in: 'query', schema: { type: 'string' }, example: "it's $(whoami) & `id`" }],
        requestBody: {
          content: { 'application/json': { examples: { one: { $ref: '#/components/examples/Body' } } } },
        },
      },
    },
  },
  components: {
    parameters: { Id: { name: 'id', in: 'path', required: true, schema: { type: 'string' }, example: "a'b c" } },
    examples: { Body: { value: { name: "O'Brien $(whoami)", tags: ['BODY'] } } },
  },
};

describe('get_api_operation pieces', () => {
  it('matches an operation by its template path or a concrete one', () => {
    expect(pathMatches('/api/core/task/{id}/{action}', '/api/core/task/{id}/{action}')).toBe(true);
    expect(pathMatches('/api/core/task/{id}/{action}', '/api/core/task/65a1/Approve')).toBe(true);
    expect(pathMatches('/api/core/task/{id}/{action}', '/api/core/task/65a1')).toBe(false);
    expect(pathMatches('/api/core/cart', '/api/core/cart/submit')).toBe(false);
  });

  it('takes an http(s) origin and path as base URL, and nothing a shell would read', () => {
    expect(baseUrlProblem('http://127.0.0.1:4010')).toBeUndefined();
    expect(baseUrlProblem('https://northwind.tessera.example/')).toBeUndefined();
    for (const bad of [
      "http://x/'; rm -rf ~",
      'http://user:pw@host',
      'ftp://host',
      'http://host/?q=1',
      'http://host/$(id)',
    ]) {
      expect(baseUrlProblem(bad), bad).toMatch(/is not a base URL/);
    }
  });

  it('writes a curl command that a shell runs exactly as shown, whatever the examples hold', () => {
    const operation = operationsOf(spec).at(0);
    if (!operation) throw new Error('no operation');
    const command = curlExample(spec, operation, 'http://127.0.0.1:4010');
    expect(command).toContain(
      "'http://127.0.0.1:4010/api/things/a%27b%20c?note=it%27s%20%24(whoami)%20%26%20%60id%60'",
    );
    // Run under a stand-in curl that prints its arguments and input: nothing is expanded or executed.
    const shown = execFileSync('bash', ['-c', `curl() { printf '%s\\n' "$@"; cat; }\nTESSERA_TOKEN=t\n${command}`], {
      encoding: 'utf8',
    });
    expect(shown).toContain('Authorization: Bearer t');
    expect(shown).toContain('"name": "O\'Brien $(whoami)"');
    expect(shown).toContain('"BODY"');
  });
});
