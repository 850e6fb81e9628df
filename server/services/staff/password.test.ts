import { expect, it, vi } from 'vitest';

it('hashes at the production cost (scrypt N = 2^15, r = 8, p = 1) where no test lowered it', async () => {
  // A module instance of its own: tests/setup/testHashCost.ts lowered the cost of this process's.
  vi.resetModules();
  const { hashPassword, verifyPassword } = await import('./password.js');
  const hash = await hashPassword('Maple River valves 2026');
  expect(hash).toMatch(/^scrypt\$32768\$8\$1\$/);
  expect(await verifyPassword('Maple River valves 2026', hash)).toBe(true);
  expect(await verifyPassword('Maple River valves 2025', hash)).toBe(false);
});

it('verifies a hash of either cost: the parameters travel with it', async () => {
  const { hashPassword, setHashCostForTests, verifyPassword } = await import('./password.js');
  setHashCostForTests(1024);
  const cheap = await hashPassword('枫河控制阀 staff');
  expect(cheap).toMatch(/^scrypt\$1024\$8\$1\$/);
  expect(await verifyPassword('枫河控制阀 staff', cheap)).toBe(true);
});
