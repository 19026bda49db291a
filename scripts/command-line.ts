/**
 * How the site's commands (`npm run serve`, `mcp`, `mcp:http`) read their options and fail: every
 * failure is one line on stderr and exit code 1, an unknown or malformed option is answered with the
 * command's usage, and a port is checked before the server tries it.
 */
import { parseArgs, type ParseArgsConfig } from 'node:util';

/** Says what went wrong in one line and exits with code 1. */
export function fail(message: string): never {
  console.error(message);
  process.exit(1);
}

/** The message of an error, without the stack, which helps no one reading a command's output. */
export const reasonOf = (error: unknown): string => (error instanceof Error ? error.message : String(error));

export interface Command {
  /** How the command is typed, `npm run serve`: the start of each of its messages. */
  readonly name: string;
  readonly usage: string;
}

/** The command line's options; an option it does not know or a missing value ends the command with its usage. */
export function readOptions<const T extends NonNullable<ParseArgsConfig['options']>>(command: Command, options: T) {
  try {
    return parseArgs({ options }).values;
  } catch (error) {
    // parseArgs names the option it does not know in the first line of its message.
    return fail(`${command.name}: ${reasonOf(error).split('\n')[0] ?? ''}. Usage: ${command.usage}`);
  }
}

/** A `--port` value as a number, or the end of the command when it is none. */
export function portOption(command: Command, value: string): number {
  const port = Number(value);
  if (!/^\d+$/.test(value) || port > 65535) fail(`${command.name}: --port "${value}" is not a port number.`);
  return port;
}

/** The handler of a server's `error` event: the address it could not listen on, and why. */
export const failToListen =
  (command: Command, host: string, port: number) =>
  (error: NodeJS.ErrnoException): never =>
    fail(`${command.name}: cannot listen on ${host}:${port} (${error.code ?? error.message}).`);
