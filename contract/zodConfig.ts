import { z } from 'zod';

// zod probes `new Function` once to decide whether to compile its object parsers; under the CSP
// of the site and of the console (no 'unsafe-eval') the caught probe is still reported as a
// violation. Imported first by the browser code that parses with zod: the console's App.tsx,
// the site's pages that validate in the browser. Never by the server.
z.config({ jitless: true });
