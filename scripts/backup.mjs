// `npm run backup -- DIR`, `npm run restore -- DIR [--force]`: a snapshot of the site's database
// and uploads and its way back (server/db/backupCli.ts), compiled like `npm start`, so it runs where
// only production dependencies are installed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
await import(pathToFileURL(path.join(root, 'dist/server/db/backupCli.js')).href);
