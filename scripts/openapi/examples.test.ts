import { describe, expect, it } from 'vitest';
import { checkExamples } from './examples';
import { checkSchemaDocs } from './schema-docs';
import { parseSpec } from '../../lib/openapi/spec-source';

const spec = (examplesYaml: string) => `openapi: 3.1.0
info: { title: T, version: '1' }
paths:
  /tasks:
    get:
      parameters:
        - name: filter
          in: query
          schema:
            type: string
            contentMediaType: application/json
            contentSchema: { $ref: '#/components/schemas/Filter' }
          example: '{"status":"Assigned"}'
      responses:
        '200':
          description: ok
          content:
            application/json:
              schema: { $ref: '#/components/schemas/Task' }
              examples:
${examplesYaml}
components:
  schemas:
    Filter:
      type: object
      description: A filter.
      additionalProperties: false
      properties:
        status: { type: string, enum: [Assigned, Completed], description: State. }
    Task:
      type: object
      description: A task.
      required: [state]
      properties:
        state: { type: string, enum: [Assigned, Completed], description: State. }
        expiry: { type: integer, description: Days. }
`;

describe('checkExamples', () => {
  it('accepts examples that match their schemas', () => {
    const source = parseSpec(
      'good.yaml',
      spec('                one:\n                  value: { state: Assigned, expiry: 15 }'),
    );
    expect(checkExamples(source)).toEqual({ checked: 3, problems: [] });
  });

  it('reports a bad value with the file and the line of the value', () => {
    const source = parseSpec(
      'bad.yaml',
      spec(
        '                one:\n                  value:\n                    state: Open\n                    expiry: 15',
      ),
    );
    const { problems } = checkExamples(source);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatchObject({
      file: 'bad.yaml',
      line: 23,
      message: 'example/state must be equal to one of the allowed values',
    });
  });

  it('checks the JSON inside a string parameter against its contentSchema', () => {
    const source = parseSpec(
      'filter.yaml',
      spec('                one:\n                  value: { state: Assigned }').replace(
        '{"status":"Assigned"}',
        '{"status":"Open"}',
      ),
    );
    expect(checkExamples(source).problems.map((problem) => problem.line)).toEqual([13]);
  });

  it('reports a YAML syntax error with its line', () => {
    expect(() => parseSpec('broken.yaml', 'openapi: 3.1.0\ninfo: [\n')).toThrow(/^broken\.yaml:\d+: /);
  });
});

describe('checkSchemaDocs', () => {
  it('reports a property without a description or a type', () => {
    const source = parseSpec(
      'docs.yaml',
      'openapi: 3.1.0\ncomponents:\n  schemas:\n    A:\n      type: object\n      description: An A.\n      properties:\n        b: {}\n',
    );
    expect(checkSchemaDocs(source).map((problem) => `${problem.line}: ${problem.message}`)).toEqual([
      '8: property "b" has no type',
      '8: property "b" has no description',
    ]);
  });
});
