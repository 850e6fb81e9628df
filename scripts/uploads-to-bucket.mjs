// `npm run uploads:to-bucket`: copies DATA_DIR/uploads into the bucket of UPLOADS_URL
// (server/uploadsCli.ts), compiled like `npm start`, so it runs where only production
// dependencies are installed.
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
await import(pathToFileURL(path.join(root, 'dist/server/uploadsCli.js')).href);
