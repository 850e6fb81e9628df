import { defaultClientConditions, defaultServerConditions } from 'vite';

/**
 * package.json's subpath imports (#server/…, #contract/…, #sizing/…) name the TypeScript sources
 * under this condition and the compiled dist/ otherwise: Vite, Vitest, tsx and the type checker
 * read the sources, Node runs what `npm run build` compiled.
 */
export const SOURCE_CONDITION = 'valve-source';

/** Vite's resolve settings that read the sources, in the browser's build and the server's. */
export const readSources = {
  resolve: { conditions: [SOURCE_CONDITION, ...defaultClientConditions] },
  ssr: { resolve: { conditions: [SOURCE_CONDITION, ...defaultServerConditions] } },
};

/**
 * Vitest's: added to the Node conditions Vitest gives its tests and its global set-up (it leaves
 * out `module`, whose builds some packages write for bundlers only).
 */
export const testSources = {
  environments: {
    ssr: { resolve: { conditions: [SOURCE_CONDITION] } },
    // Vitest's own runner, which loads the global set-up.
    __vitest__: { resolve: { conditions: [SOURCE_CONDITION, 'node', 'development|production'] } },
  },
};
