/**
 * `npm ci`'s preinstall step (which npm runs for the project once its dependencies are installed):
 * stops on a Node.js older than package.json's `engines` with the command that fetches a supported
 * one (lib/node-support.ts), instead of npm's warnings and a build that fails later for a reason
 * that does not name Node.
 */
import { readFileSync } from 'node:fs';
import { nodeSupport } from '../lib/node-support';

const { engines } = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } };
const support = nodeSupport(process.version, engines.node);
if (support.kind !== 'supported') console.error(support.message);
if (support.kind === 'too-old') process.exit(1);
