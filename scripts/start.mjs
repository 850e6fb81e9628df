// `npm start`: builds when the sources are newer than the build, then runs the compiled server
// (which migrates the database and loads the demo content into an empty one).
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { buildIfStale, root } from './build-if-stale.mjs';

buildIfStale();
process.env.NODE_ENV ??= 'production';
await import(pathToFileURL(path.join(root, 'dist/server/main.js')).href);
