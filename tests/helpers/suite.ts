/**
 * What the suite hooks (useTestApp, useSignedIn, useSite, …) share, in a module of its own with no
 * imports: the browser suites use it without loading the server.
 */

/** Stands for a value a beforeAll hook makes: reading it earlier (at collection) is an error. */
export function madeInBeforeAll<T extends object>(get: () => T | undefined): T {
  return new Proxy({} as T, {
    get(_target, key) {
      const value = get();
      if (!value) throw new Error('made in beforeAll: use it inside a test or hook');
      return Reflect.get(value, key);
    },
  });
}
