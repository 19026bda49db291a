import { describe, expect, it } from 'vitest';
import { checkParameterExamples } from './parameter-examples';
import { parseSpec, readSpec } from '../../lib/openapi/spec-source';

const spec = (idExamples: string) => `openapi: 3.1.0
info: { title: T, version: '1' }
paths:
  /task/{id}:
    post:
      operationId: actOnTask
      parameters:
        - name: id
          in: path
          required: true
          schema: { type: string }
          examples:
${idExamples}
      requestBody:
        content:
          application/json:
            schema: { type: object }
            examples:
              approve: { value: { comment: Yes } }
              reject: { value: { comment: 'No' } }
      responses:
        '200': { description: ok }
`;

describe('the check that each named body example has its path parameters', () => {
  it('passes the API description', () => {
    expect(checkParameterExamples(readSpec('openapi/tessera.yaml'))).toEqual([]);
  });

  it('passes a path parameter with an example for each body example', () => {
    const source = parseSpec('t.yaml', spec('            approve: { value: a1 }\n            reject: { value: r1 }'));
    expect(checkParameterExamples(source)).toEqual([]);
  });

  it('names the file, line, operation, parameter and body example that has no parameter example', () => {
    const source = parseSpec('t.yaml', spec('            approve: { value: a1 }'));
    expect(checkParameterExamples(source)).toEqual([
      {
        file: 't.yaml',
        line: 13,
        pointer: '#/paths/~1task~1{id}/post/parameters/0/examples',
        message: 'actOnTask: the path parameter id has named examples but none for the request body example(s) reject',
      },
    ]);
  });
});
