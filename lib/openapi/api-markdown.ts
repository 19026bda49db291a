/**
 * The Markdown of the API reference pages, written from openapi/tessera.yaml itself: the generated
 * MDX of those pages holds the description as JSON props of the explorer's components, so the
 * spec is the simpler and more faithful source. One renderer per kind of generated page: the
 * overview, a tag, an operation and a schema.
 */
import { fromPointer, isObject, operationsIn, type Json, type JsonObject, type OperationEntry } from './spec-source';

export interface ApiPageLinks {
  /** The URL of a schema's page, by schema name. */
  readonly schema: (name: string) => string | undefined;
  /** The URL of an operation's page, by operationId. */
  readonly operation: (operationId: string) => string | undefined;
  /** The absolute URL of a site path without the base path, as the spec's descriptions link pages (`/user/…`). */
  readonly site: (sitePath: string) => string;
}

type Operation = OperationEntry;

/** A page's Markdown body, and its one-sentence description when the spec gives a better one. */
export interface ApiPage {
  readonly body: string;
  readonly description?: string;
}

interface FieldRow {
  readonly name: string;
  readonly type: string;
  readonly required: boolean;
  readonly description: string;
}

const maxNesting = 3;

const asObject = (value: Json | undefined): JsonObject => (isObject(value) ? value : {});
const asArray = (value: Json | undefined): Json[] => (Array.isArray(value) ? value : []);
const asString = (value: Json | undefined): string => (typeof value === 'string' ? value : '');
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();
const cell = (text: string): string => oneLine(text).replaceAll('|', String.raw`\|`);
const refName = (ref: string): string => ref.slice(ref.lastIndexOf('/') + 1);
/** A value from the spec as inline code: text as it is, anything else as JSON. */
const literal = (value: Json | undefined): string => `\`${typeof value === 'string' ? value : JSON.stringify(value)}\``;
/** The first sentence: the generator cuts page descriptions at the first line break instead. */
const firstSentence = (text: string): string => /^(.+?[.!?])(?=\s+[A-Z`]|$)/.exec(oneLine(text))?.[1] ?? oneLine(text);

function table(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return [header, header.map(() => '---'), ...rows].map((row) => `| ${row.map(cell).join(' | ')} |`).join('\n');
}

function codeBlock(value: Json, contentType: string): string {
  const json = contentType.includes('json') || typeof value !== 'string';
  const text = typeof value === 'string' ? value : JSON.stringify(value, null, 2);
  return `\`\`\`${json ? 'json' : 'text'}\n${text}\n\`\`\``;
}

export class ApiMarkdown {
  constructor(
    private readonly root: JsonObject,
    private readonly links: ApiPageLinks,
  ) {}

  /**
   * A description as Markdown read away from the site: its links to site paths become absolute URLs. Only
   * description text goes through here, never the examples' code blocks.
   */
  private prose(value: Json | undefined): string {
    return asString(value).replace(/\]\((\/[^)\s]*)\)/g, (_, sitePath: string) => `](${this.links.site(sitePath)})`);
  }

  /** Follows `$ref`s within the description (`#/components/...`) until a value that is not one. */
  private deref(value: Json | undefined, seen = new Set<string>()): JsonObject {
    const object = asObject(value);
    const ref = asString(object.$ref);
    if (!ref.startsWith('#/') || seen.has(ref)) return object;
    const target = fromPointer(ref).reduce<Json | undefined>((node, key) => asObject(node)[key], this.root);
    if (target === undefined) throw new Error(`openapi: ${ref} points at nothing`);
    return this.deref(target, new Set([...seen, ref]));
  }

  private operations(): Operation[] {
    return operationsIn(this.root);
  }

  operationIds(): string[] {
    return this.operations().map(({ operation }) => asString(operation.operationId));
  }

  private operationLine({ method, path, operation }: Operation): string {
    const id = asString(operation.operationId);
    const title = asString(operation.summary) || id;
    const url = this.links.operation(id);
    return `- ${url ? `[${title}](${url})` : title}: \`${method.toUpperCase()} ${path}\``;
  }

  private typeOf(value: Json | undefined): string {
    const schema = asObject(value);
    const ref = asString(schema.$ref);
    if (ref) {
      const name = refName(ref);
      const url = this.links.schema(name);
      return url ? `[${name}](${url})` : name;
    }
    if (schema.const !== undefined) return `\`${JSON.stringify(schema.const)}\``;
    for (const keyword of ['oneOf', 'anyOf']) {
      const options = asArray(schema[keyword]);
      if (options.length > 0) return options.map((option) => this.typeOf(option)).join(' or ');
    }
    const parts = asArray(schema.allOf);
    if (parts.length === 1) return this.typeOf(parts[0]);
    const types = Array.isArray(schema.type) ? schema.type.map(asString) : [asString(schema.type)].filter(Boolean);
    if (types.length === 0) return parts.length > 0 || isObject(schema.properties) ? 'object' : 'any';
    return types
      .map((type) => {
        if (type === 'array') return `array of ${this.typeOf(schema.items)}`;
        const format = asString(schema.format);
        return format ? `${type} (${format})` : type;
      })
      .join(' or ');
  }

  private describe(value: Json | undefined): string {
    const schema = asObject(value);
    const own = this.prose(schema.description) || this.prose(this.deref(schema).description);
    const values = asArray(schema.enum ?? this.deref(schema).enum);
    const notes = [
      own,
      values.length > 0 ? `One of: ${values.map(literal).join(', ')}.` : '',
      schema.default !== undefined ? `Default: \`${JSON.stringify(schema.default)}\`.` : '',
    ];
    return notes.filter(Boolean).join(' ');
  }

  /** Properties and required names of a schema, with `allOf` parts merged in. */
  private shape(value: Json | undefined): { properties: JsonObject; required: string[] } {
    const schema = this.deref(value);
    const merged = asArray(schema.allOf).map((part) => this.shape(part));
    return {
      properties: Object.assign(
        {},
        ...merged.map((part) => part.properties),
        asObject(schema.properties),
      ) as JsonObject,
      required: [...merged.flatMap((part) => part.required), ...asArray(schema.required).map(asString)],
    };
  }

  /** One row per property, with inline objects (not named schemas) expanded as `parent.child`. */
  private fieldRows(value: Json | undefined, prefix = '', depth = 0): FieldRow[] {
    const { properties, required } = this.shape(value);
    return Object.entries(properties).flatMap(([name, property]) => {
      const row = {
        name: `${prefix}${name}`,
        type: this.typeOf(property),
        required: required.includes(name),
        description: this.describe(property),
      };
      const schema = asObject(property);
      const isArray = schema.type === 'array';
      const inner = asObject(isArray ? schema.items : schema);
      const expand = depth < maxNesting && !inner.$ref && (isObject(inner.properties) || Array.isArray(inner.allOf));
      return expand ? [row, ...this.fieldRows(inner, `${row.name}${isArray ? '[]' : ''}.`, depth + 1)] : [row];
    });
  }

  private fields(value: Json | undefined): string {
    const rows = this.fieldRows(value);
    if (rows.length === 0) return '';
    return table(
      ['Field', 'Type', 'Required', 'Description'],
      rows.map((row) => [`\`${row.name}\``, row.type, row.required ? 'Yes' : 'No', row.description]),
    );
  }

  /** A body's schema: what it is, then its fields (those of the array's items for an array). */
  private schemaSection(value: Json | undefined): string {
    const schema = asObject(value);
    const items = schema.type === 'array' ? schema.items : undefined;
    const subject = items ?? schema;
    const summary = items ? `An array of ${this.typeOf(items)}.` : `Schema: ${this.typeOf(schema)}.`;
    return [summary, this.fields(subject)].filter(Boolean).join('\n\n');
  }

  private examples(media: JsonObject, contentType: string): string[] {
    const named = Object.values(asObject(media.examples)).map((example) => this.deref(example));
    const all = media.example === undefined ? named : [{ value: media.example }, ...named];
    return all
      .filter((example) => example.value !== undefined)
      .map((example) => {
        const summary = asString(example.summary);
        return `Example${summary ? `: ${summary}` : ''}\n\n${codeBlock(example.value ?? null, contentType)}`;
      });
  }

  private content(value: Json | undefined): string[] {
    return Object.entries(asObject(value)).flatMap(([contentType, media]) => [
      `Content type: \`${contentType}\``,
      this.schemaSection(asObject(media).schema),
      ...this.examples(asObject(media), contentType),
    ]);
  }

  private authentication(operation: JsonObject): string[] {
    const requirements = asArray(operation.security ?? this.root.security);
    const schemes = asObject(asObject(this.root.components).securitySchemes);
    const described = requirements.flatMap((requirement) =>
      Object.keys(asObject(requirement)).map((name) => {
        const scheme = asObject(schemes[name]);
        return `- \`${name}\`: ${oneLine(this.prose(scheme.description) || asString(scheme.scheme) || asString(scheme.type))}`;
      }),
    );
    return described.length > 0 ? ['## Authentication', described.join('\n')] : [];
  }

  info(): ApiPage {
    const info = asObject(this.root.info);
    const byTag = new Map<string, Operation[]>();
    for (const operation of this.operations()) {
      const tag = asString(asArray(operation.operation.tags)[0]) || 'Other';
      byTag.set(tag, [...(byTag.get(tag) ?? []), operation]);
    }
    const body = [
      this.prose(info.description).trim(),
      '## Operations',
      ...[...byTag].map(
        ([tag, operations]) => `### ${tag}\n\n${operations.map((op) => this.operationLine(op)).join('\n')}`,
      ),
    ].join('\n\n');
    return { body };
  }

  tag(name: string): ApiPage {
    const tag = asArray(this.root.tags)
      .map(asObject)
      .find((candidate) => candidate.name === name);
    if (!tag) throw new Error(`openapi: no tag named "${name}"`);
    const operations = this.operations().filter(({ operation }) => asArray(operation.tags).includes(name));
    const description = asString(tag.description);
    const body = [
      this.prose(tag.description),
      '## Operations',
      operations.map((op) => this.operationLine(op)).join('\n'),
    ]
      .filter(Boolean)
      .join('\n\n');
    return { body, description: firstSentence(description) };
  }

  operation(operationId: string): ApiPage {
    const found = this.operations().find(({ operation }) => operation.operationId === operationId);
    if (!found) throw new Error(`openapi: no operation with operationId "${operationId}"`);
    const { method, path, operation, pathItem } = found;
    const parameters = [...asArray(pathItem.parameters), ...asArray(operation.parameters)].map((parameter) =>
      this.deref(parameter),
    );
    const body = this.deref(operation.requestBody);
    const sections = [
      `\`${method.toUpperCase()} ${path}\``,
      this.prose(operation.description).trim() || asString(operation.summary),
      ...this.authentication(operation),
    ];
    if (parameters.length > 0) {
      sections.push(
        '## Parameters',
        table(
          ['Name', 'In', 'Type', 'Required', 'Description'],
          parameters.map((parameter) => [
            `\`${asString(parameter.name)}\``,
            asString(parameter.in),
            this.typeOf(parameter.schema),
            parameter.required === true ? 'Yes' : 'No',
            [this.describe(parameter), parameter.example === undefined ? '' : `Example: ${literal(parameter.example)}.`]
              .filter(Boolean)
              .join(' '),
          ]),
        ),
      );
    }
    if (isObject(body.content)) {
      sections.push('## Request body', ...(body.required === true ? ['Required.'] : []), ...this.content(body.content));
    }
    sections.push('## Responses');
    for (const [status, value] of Object.entries(asObject(operation.responses))) {
      const response = this.deref(value);
      sections.push(`### ${status}`, this.prose(response.description), ...this.content(response.content));
    }
    const description = asString(operation.description) || asString(operation.summary);
    return { body: sections.filter(Boolean).join('\n\n'), description: firstSentence(description) };
  }

  schema(name: string): ApiPage {
    const schemas = asObject(asObject(this.root.components).schemas);
    if (!isObject(schemas[name])) throw new Error(`openapi: no schema named "${name}"`);
    const schema = schemas[name];
    const values = asArray(schema.enum);
    const body = [
      this.prose(schema.description).trim(),
      `Type: ${this.typeOf(schema)}.`,
      values.length > 0 ? `One of: ${values.map(literal).join(', ')}.` : '',
      schema.type === 'array' ? this.schemaSection(schema) : this.fields(schema),
      schema.example === undefined ? '' : `Example\n\n${codeBlock(schema.example, 'application/json')}`,
    ]
      .filter(Boolean)
      .join('\n\n');
    return { body, description: firstSentence(asString(schema.description)) };
  }
}
