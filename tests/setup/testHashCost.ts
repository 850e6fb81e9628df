import { setHashCostForTests } from '#server/services/staff/password.js';

// Vitest's setupFiles for the unit and API suites: staff passwords are hashed at scrypt N = 2^10
// (15 ms, not 0.1-0.5 s) in these processes; server/services/staff/password.test.ts checks the
// production cost, which the server, the CLIs and the browser tests' server keep.
setHashCostForTests(1024);
