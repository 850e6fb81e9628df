// `npm run staff -- add EMAIL --role admin|editor|support [--name NAME]`, `… password EMAIL`,
// `… list`: staff users from the command line (server/staffCli.ts), compiled like `npm start`,
// so it runs where only production dependencies are installed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
await import(pathToFileURL(path.join(root, 'dist/server/staffCli.js')).href);
