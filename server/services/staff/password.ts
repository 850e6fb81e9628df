import crypto from 'node:crypto';
import { promisify } from 'node:util';

const scrypt = promisify(crypto.scrypt) as (
  password: string,
  salt: Buffer,
  keylen: number,
  options: crypto.ScryptOptions,
) => Promise<Buffer>;

/** scrypt cost: N = 2^15, r = 8, p = 1 (OWASP's minimum is 2^17 with p=1 or 2^15 with more memory; 32 MiB here). */
const N = 32768;
const R = 8;
const P = 1;
const KEY_LENGTH = 32;
const MAX_MEMORY = 64 * 1024 * 1024;

/** The N new hashes take: N above, except in the unit and API tests' processes. */
let costN = N;

/**
 * For tests/setup/testHashCost.ts only: those processes hash and check thousands of passwords,
 * each 0.1-0.5 s at the production cost. A hash names its N, so either cost verifies; the server,
 * the CLIs and the browser tests' server never call this (password.test.ts checks the cost).
 */
export function setHashCostForTests(n: number): void {
  costN = n;
}

/** `scrypt$N$r$p$salt$hash` (salt and hash base64url): the parameters travel with the hash. */
export async function hashPassword(password: string): Promise<string> {
  const salt = crypto.randomBytes(16);
  const hash = await scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, {
    N: costN,
    r: R,
    p: P,
    maxmem: MAX_MEMORY,
  });
  return ['scrypt', costN, R, P, salt.toString('base64url'), hash.toString('base64url')].join('$');
}

/** Compares in constant time; a malformed stored value never matches. */
export async function verifyPassword(password: string, stored: string): Promise<boolean> {
  const [scheme, n, r, p, salt, hash] = stored.split('$');
  if (scheme !== 'scrypt' || !salt || !hash) return false;
  const expected = Buffer.from(hash, 'base64url');
  const params = { N: Number(n), r: Number(r), p: Number(p), maxmem: MAX_MEMORY };
  if (![params.N, params.r, params.p].every(Number.isSafeInteger) || expected.length === 0) return false;
  const actual = await scrypt(
    password.normalize('NFKC'),
    Buffer.from(salt, 'base64url'),
    expected.length,
    params,
  );
  return crypto.timingSafeEqual(actual, expected);
}

/** A hash of nothing, compared against when the e-mail is unknown so both failures take as long. */
let decoy: Promise<string> | undefined;
export function decoyHash(): Promise<string> {
  decoy ??= hashPassword(crypto.randomBytes(16).toString('hex'));
  return decoy;
}
