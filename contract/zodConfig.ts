import { z } from 'zod';

// zod probes `new Function` once to decide whether to compile its object parsers; under the site's
// CSP (no 'unsafe-eval') the caught probe is still reported as a violation (decision 63, as the
// console's admin/zodConfig.ts). Imported first by the pages that parse with zod in the browser.
z.config({ jitless: true });
