import { z } from 'zod';

// zod probes `new Function` once to decide whether to compile its object parsers; under the
// console's CSP (no 'unsafe-eval') the caught probe is still reported as a violation. Imported
// first by main.tsx, before anything parses.
z.config({ jitless: true });
