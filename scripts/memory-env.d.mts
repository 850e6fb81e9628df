/** glibc allocator settings the server runs with (scripts/memory-env.mjs). */
export const MEMORY_ENV: Record<string, string>;
