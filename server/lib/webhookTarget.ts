import dns from 'node:dns';
import net from 'node:net';

/**
 * Where a webhook may point (decision "Webhook targets"): https anywhere public; plain http only
 * to this machine by name (http://localhost, http://127.0.0.1, http://[::1]) for development and
 * tests; never an address of a private, loopback, link-local (cloud metadata) or otherwise
 * internal network, whether written in the URL or what its name resolves to at delivery. An
 * admin's URL must not turn the server into a probe of the networks it can reach.
 */

const LOOPBACK_NAMES = new Set(['localhost', '127.0.0.1', '[::1]']);

const INTERNAL = new net.BlockList();
for (const [prefix, bits] of [
  ['0.0.0.0', 8],
  ['10.0.0.0', 8],
  ['100.64.0.0', 10],
  ['127.0.0.0', 8],
  ['169.254.0.0', 16],
  ['172.16.0.0', 12],
  ['192.0.0.0', 24],
  ['192.168.0.0', 16],
  ['198.18.0.0', 15],
  ['224.0.0.0', 3],
] as const)
  INTERNAL.addSubnet(prefix, bits, 'ipv4');
for (const [prefix, bits] of [
  ['::', 127],
  ['64:ff9b::', 96],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(prefix, bits, 'ipv6');

/** Is this IP address one of a private, loopback, link-local or reserved network? */
export function isInternalAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  // BlockList checks an IPv4-mapped address (::ffff:10.0.0.1) against the IPv4 ranges.
  return INTERNAL.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/** Why a webhook URL is refused (a staff message key), or null when it may be used. */
export function webhookUrlProblem(
  value: string,
): 'webhookUrlInvalid' | 'webhookUrlHttps' | 'webhookUrlInternal' | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'webhookUrlInvalid';
  }
  if (url.username || url.password || url.hash) return 'webhookUrlInvalid';
  if (isLoopbackTarget(url)) return null;
  if (url.protocol !== 'https:') return url.protocol === 'http:' ? 'webhookUrlHttps' : 'webhookUrlInvalid';
  const host = url.hostname.replace(/^\[|\]$/g, '');
  if (isInternalAddress(host) || host.endsWith('.localhost')) return 'webhookUrlInternal';
  return null;
}

/** http(s)://localhost, 127.0.0.1 or [::1]: the development and test receivers. */
export function isLoopbackTarget(url: URL): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_NAMES.has(url.hostname);
}

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * dns.lookup for http.request that refuses names resolving to an internal address: checked on
 * the address actually connected to, so a name cannot be pointed inward after it was saved.
 */
export function publicOnlyLookup(
  hostname: string,
  options: dns.LookupOptions,
  callback: LookupCallback,
): void {
  dns.lookup(hostname, { ...options }, (err, address, family) => {
    if (err) return callback(err, address, family);
    const addresses = typeof address === 'string' ? [address] : address.map((a) => a.address);
    const inward = addresses.find(isInternalAddress);
    if (inward) {
      const refused: NodeJS.ErrnoException = new Error(
        `${hostname} resolves to ${inward}, an internal network address; webhooks only call public addresses`,
      );
      refused.code = 'EINTERNAL';
      return callback(refused, address, family);
    }
    callback(null, address, family);
  });
}
