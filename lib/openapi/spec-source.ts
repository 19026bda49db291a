import { readFileSync } from 'node:fs';
import { isAlias, isCollection, LineCounter, parseDocument, type Document } from 'yaml';

/** A JSON value as read from the API description. */
export type Json = null | boolean | number | string | Json[] | JsonObject;
/** A mapping; a key it lacks reads as `undefined`. */
export interface JsonObject {
  [key: string]: Json | undefined;
}

/** A problem found in the API description, located by file and line. */
export interface SpecProblem {
  file: string;
  line: number;
  pointer: string;
  message: string;
}

/** The parsed API description, with the means to turn a JSON path into a line. */
export interface SpecSource {
  file: string;
  root: JsonObject;
  lineOf: (path: readonly (string | number)[]) => number;
}

export function isObject(value: Json | undefined): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

export function toPointer(path: readonly (string | number)[]): string {
  return '#/' + path.map((part) => String(part).replaceAll('~', '~0').replaceAll('/', '~1')).join('/');
}

/** The parts of a JSON pointer, `#/components/schemas/A~1B` or `/a/0`, unescaped: the inverse of `toPointer`. */
export function fromPointer(pointer: string): string[] {
  return pointer
    .replace(/^#?\//, '')
    .split('/')
    .map((part) => part.replaceAll('~1', '/').replaceAll('~0', '~'));
}

/** The operations a path item may hold (OpenAPI 3.x), in the specification's order. */
export const httpMethods = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;
export type HttpMethod = (typeof httpMethods)[number];

/** One operation of the API description, where it stands. */
export interface OperationEntry {
  readonly path: string;
  readonly method: HttpMethod;
  readonly operation: JsonObject;
  /** The operation's path item, which holds the parameters its operations share. */
  readonly pathItem: JsonObject;
}

/** Every operation of the API description, in the order of its paths and of `httpMethods`. */
export function operationsIn(root: JsonObject): OperationEntry[] {
  const paths = isObject(root.paths) ? root.paths : {};
  return Object.entries(paths).flatMap(([path, value]) => {
    // A path item may be a `$ref` to one declared elsewhere (OpenAPI 3.1 components.pathItems).
    const pathItem = resolveRef(root, value);
    if (!isObject(pathItem)) return [];
    return httpMethods.flatMap((method) => {
      const operation = pathItem[method];
      return isObject(operation) ? [{ path, method, operation, pathItem }] : [];
    });
  });
}

/** Follows local `$ref`s (`#/components/...`) to the value that is not one; undefined where one points at nothing. */
export function resolveRef(root: JsonObject, value: Json | undefined): Json | undefined {
  let current = value;
  for (let depth = 0; isObject(current) && typeof current.$ref === 'string'; depth += 1) {
    if (depth > 20) throw new Error(`openapi: $ref loop at ${current.$ref}`);
    let node: Json | undefined = root;
    for (const part of fromPointer(current.$ref)) node = isObject(node) ? node[part] : undefined;
    current = node;
  }
  return current;
}

/**
 * Finds the line of the deepest YAML node on `path`. Parts of the path that run
 * through an alias (`*name`) point at the alias, where the reader sees the reuse.
 */
function lineFinder(document: Document, counter: LineCounter) {
  return (path: readonly (string | number)[]): number => {
    let node: unknown = document.contents;
    let offset = 0;
    for (const key of path) {
      if (isAlias(node) || !isCollection(node)) break;
      const next: unknown = node.get(key, true);
      if (next === undefined) break;
      node = next;
      const range = (node as { range?: [number, number, number] }).range;
      if (range) offset = range[0];
    }
    return counter.linePos(offset).line;
  };
}

/** Parses YAML text; a syntax error is reported with the file and line. */
export function parseSpec(file: string, text: string): SpecSource {
  const counter = new LineCounter();
  const document = parseDocument(text, { lineCounter: counter, prettyErrors: false });
  const error = document.errors.at(0);
  if (error) {
    const line = counter.linePos(error.pos[0]).line;
    throw new Error(`${file}:${line}: ${error.message}`);
  }
  const root = document.toJS({ maxAliasCount: -1 }) as Json;
  if (!isObject(root)) throw new Error(`${file}:1: the API description is not a YAML mapping`);
  return { file, root, lineOf: lineFinder(document, counter) };
}

export function readSpec(file: string): SpecSource {
  return parseSpec(file, readFileSync(file, 'utf8'));
}

export function formatProblem(problem: SpecProblem): string {
  return `${problem.file}:${problem.line}: ${problem.message} (${problem.pointer})`;
}
