/**
 * Which hosts the API explorer may send a request (and the reader's token) to: only the servers of
 * the API description, with each server variable holding a value the description allows. A tenant
 * typed as `evil.example/steal?x=` would otherwise turn `https://{tenant}.tessera.example` into a
 * request to evil.example.
 */
import { escapeRegExp } from './escape-regexp';

/** A server variable as the explorer holds it: the theme keeps the value the reader typed in `default`. */
export interface ServerVariable {
  readonly default?: string;
  readonly enum?: readonly string[];
  readonly description?: string;
  /** The values allowed, as a regular expression: OpenAPI gives server variables no pattern of their own. */
  readonly 'x-pattern'?: string;
}

export interface ApiServer {
  readonly url: string;
  readonly variables?: Readonly<Record<string, ServerVariable>>;
}

export type ServerCheck =
  { readonly ok: true; readonly url: string } | { readonly ok: false; readonly message: string };

// Whatever a variable allows, its value stays inside one part of the URL: it can never add a host,
// a port, a path, a query or credentials.
const variableValue = /^[^./?#@:\\\s]+$/;

function disallowed(name: string, value: string, variable: ServerVariable): string | undefined {
  if (!variableValue.test(value) || (variable.enum && !variable.enum.includes(value))) return name;
  const pattern = variable['x-pattern'];
  if (pattern !== undefined) return new RegExp(pattern, 'u').test(value) ? undefined : name;
  // A variable that allows no other value keeps the description's.
  return variable.enum || value === variable.default ? undefined : name;
}

/** Whether the explorer may send to `chosen`, a server of `servers` with the reader's variable values. */
export function checkServer(chosen: ApiServer | undefined, servers: readonly ApiServer[]): ServerCheck {
  const described = servers.find((server) => server.url === chosen?.url);
  if (!chosen || !described) {
    return { ok: false, message: 'The request was not sent: choose one of the servers of the API description.' };
  }
  let url = described.url;
  for (const [name, variable] of Object.entries(described.variables ?? {})) {
    const value = chosen.variables?.[name]?.default ?? variable.default ?? '';
    if (disallowed(name, value, variable)) {
      const help = variable.description ? ` ${variable.description}` : '';
      return { ok: false, message: `The request was not sent: "${value}" is not a valid ${name}.${help}` };
    }
    url = url.replaceAll(`{${name}}`, value);
  }
  // The last word: the URL must still have the shape of the described one, each variable one label.
  const shape = new RegExp(`^${escapeRegExp(described.url).replace(/\\\{[^}]+\\\}/g, '[^./?#@:\\\\]+')}$`, 'u');
  if (!shape.test(url)) {
    return { ok: false, message: `The request was not sent: ${url} is not a server of the API description.` };
  }
  return { ok: true, url };
}

const loopbackHosts = new Set(['127.0.0.1', 'localhost', '[::1]']);

/** Whether a server URL is on the reader's own machine, as the mock server is. */
export function isLoopbackServer(url: string): boolean {
  try {
    return loopbackHosts.has(new URL(url).hostname);
  } catch {
    return false;
  }
}
