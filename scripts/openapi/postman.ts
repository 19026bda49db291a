import { convert } from 'openapi-to-postmanv2';
import type { JsonObject } from '../../lib/openapi/spec-source';

/** Converts the API description into a Postman collection (v2.1), requests grouped by tag. */
export function toPostmanCollection(spec: JsonObject): Promise<unknown> {
  return new Promise((resolve, reject) => {
    convert(
      { type: 'json', data: spec },
      { folderStrategy: 'Tags', requestParametersResolution: 'Example', exampleParametersResolution: 'Example' },
      (error, result) => {
        if (error) reject(error instanceof Error ? error : new Error('openapi-to-postmanv2 failed', { cause: error }));
        else if (!result?.result) reject(new Error(result?.reason ?? 'openapi-to-postmanv2 failed'));
        else resolve(result.output?.[0]?.data);
      },
    );
  });
}
