import dns from 'node:dns';
import net from 'node:net';

/**
 * Where a webhook may point: https anywhere public; plain http only to this
 * machine by name (http://localhost, http://127.0.0.1, http://[::1]) in development and tests, or
 * to networks an operator lists in WEBHOOK_ALLOW_PRIVATE; never an address of a private, loopback, link-local (cloud metadata) or otherwise
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
  // NAT64 for a network's own use (RFC 8215): it translates to addresses of that network.
  ['64:ff9b:1::', 48],
  ['fc00::', 7],
  ['fe80::', 10],
  ['ff00::', 8],
] as const)
  INTERNAL.addSubnet(prefix, bits, 'ipv6');

/** The eight 16-bit words of a valid IPv6 address (a dotted IPv4 tail is two of them). */
function ipv6Words(address: string): number[] {
  let text = address.toLowerCase().replace(/%.*$/, '');
  const dotted = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(text);
  if (dotted) {
    const [a, b, c, d] = dotted.slice(1).map(Number) as [number, number, number, number];
    text = `${text.slice(0, dotted.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = text.split('::');
  const words = (part: string) => (part ? part.split(':') : []);
  const gap = tail === undefined ? 0 : 8 - words(head).length - words(tail).length;
  return [...words(head), ...Array<string>(gap).fill('0'), ...words(tail ?? '')].map((w) => parseInt(w, 16));
}

/**
 * The IPv4 addresses an IPv6 address stands for: IPv4-compatible (::a.b.c.d, so ::7f00:1 is
 * 127.0.0.1), IPv4-mapped (::ffff:a.b.c.d) and -translated (::ffff:0:a.b.c.d), NAT64 (64:ff9b::/96),
 * 6to4 (2002:aabb:ccdd::/48) and Teredo (2001:0::/32: its server, and its client with the bits
 * inverted). A stack, tunnel or gateway on the way may deliver to that IPv4 address.
 */
function embeddedIpv4(address: string): string[] {
  const w = ipv6Words(address);
  const v4 = (high: number, low: number) => `${high >> 8}.${high & 255}.${low >> 8}.${low & 255}`;
  const zero = (from: number, to: number) => w.slice(from, to).every((word) => word === 0);
  const [w0 = 0, w1 = 0, w2 = 0, w3 = 0, w4 = 0, w5 = 0, w6 = 0, w7 = 0] = w;
  const found: string[] = [];
  if (zero(0, 5) && (w5 === 0 || w5 === 0xffff)) found.push(v4(w6, w7));
  if (zero(0, 4) && w4 === 0xffff && w5 === 0) found.push(v4(w6, w7));
  if (w0 === 0x64 && w1 === 0xff9b) found.push(v4(w6, w7));
  if (w0 === 0x2002) found.push(v4(w1, w2));
  if (w0 === 0x2001 && w1 === 0) found.push(v4(w2, w3), v4(w6 ^ 0xffff, w7 ^ 0xffff));
  return found;
}

/**
 * Is this IP address one of a private, loopback, link-local or reserved network, or an IPv6
 * address that carries one of those IPv4 addresses inside?
 */
export function isInternalAddress(address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  if (family === 4) return INTERNAL.check(address, 'ipv4');
  // BlockList checks an IPv4-mapped address (::ffff:10.0.0.1) against the IPv4 ranges itself.
  return INTERNAL.check(address, 'ipv6') || embeddedIpv4(address).some((v4) => INTERNAL.check(v4, 'ipv4'));
}

/**
 * Which internal targets this server may call: in development and tests the receivers on this
 * machine by name (http://localhost, 127.0.0.1, [::1]); in production only the networks an operator
 * lists in WEBHOOK_ALLOW_PRIVATE (e.g. a CRM at 10.0.0.0/8). Everything else internal is refused.
 */
export interface WebhookTargetPolicy {
  loopbackByName: boolean;
  allowed: net.BlockList;
  /** The listed networks as written, for the error a refused name gets. */
  allowedText: string;
}

/** The policy of a configuration (NODE_ENV, WEBHOOK_ALLOW_PRIVATE as CIDRs or addresses). */
export function webhookTargetPolicy(config: {
  nodeEnv: string;
  webhookAllowPrivate: string[];
}): WebhookTargetPolicy {
  const allowed = new net.BlockList();
  for (const entry of config.webhookAllowPrivate) {
    const [address = '', bits] = entry.split('/');
    const family = net.isIP(address) === 6 ? 'ipv6' : 'ipv4';
    if (bits === undefined) allowed.addAddress(address, family);
    else allowed.addSubnet(address, Number(bits), family);
  }
  return {
    loopbackByName: config.nodeEnv !== 'production',
    allowed,
    allowedText: config.webhookAllowPrivate.join(', '),
  };
}

/** An address an operator listed in WEBHOOK_ALLOW_PRIVATE. */
function isListed(policy: WebhookTargetPolicy, address: string): boolean {
  const family = net.isIP(address);
  if (family === 0) return false;
  return policy.allowed.check(address, family === 4 ? 'ipv4' : 'ipv6');
}

/**
 * Why a webhook URL is refused (a staff message key), or null when it may be used. The URL
 * parser already writes every spelling of an IPv4 address (127.1, 0x7f000001, 2130706433,
 * 0177.0.0.1) as dotted decimal and IPv6 ones (::ffff:127.0.0.1) in one form, so the address
 * checked is the one that would be connected to.
 */
export function webhookUrlProblem(
  value: string,
  policy: WebhookTargetPolicy,
): 'webhookUrlInvalid' | 'webhookUrlHttps' | 'webhookUrlInternal' | null {
  let url: URL;
  try {
    url = new URL(value);
  } catch {
    return 'webhookUrlInvalid';
  }
  if (url.username || url.password || url.hash) return 'webhookUrlInvalid';
  if (url.protocol !== 'http:' && url.protocol !== 'https:') return 'webhookUrlInvalid';
  if (policy.loopbackByName && isLoopbackTarget(url)) return null;
  // `localhost.` is `localhost`: the trailing dot of a fully qualified name changes nothing.
  const host = url.hostname.replace(/^\[|\]$/g, '').replace(/\.$/, '');
  const internal = isInternalAddress(host) || host === 'localhost' || host.endsWith('.localhost');
  // An operator's own network may be spoken to over plain http (it never leaves their network).
  if (internal) return isListed(policy, host) ? null : 'webhookUrlInternal';
  if (url.protocol !== 'https:') return 'webhookUrlHttps';
  return null;
}

/** http(s)://localhost, 127.0.0.1 or [::1]: the development and test receivers. */
export function isLoopbackTarget(url: URL): boolean {
  return (url.protocol === 'http:' || url.protocol === 'https:') && LOOPBACK_NAMES.has(url.hostname);
}

/** The fixed error of a delivery refused because its name led to an internal address. */
export const INTERNAL_TARGET_ERROR = 'EINTERNAL';

type LookupCallback = (
  err: NodeJS.ErrnoException | null,
  address: string | dns.LookupAddress[],
  family?: number,
) => void;

/**
 * dns.lookup for http.request that refuses names resolving to an internal address (unless the
 * operator listed it): checked on the address actually connected to, so a name cannot be pointed
 * inward after it was saved (DNS rebinding).
 */
export function publicOnlyLookup(policy: WebhookTargetPolicy) {
  return (hostname: string, options: dns.LookupOptions, callback: LookupCallback): void => {
    dns.lookup(hostname, { ...options }, (err, address, family) => {
      if (err) return callback(err, address, family);
      const addresses = typeof address === 'string' ? [address] : address.map((a) => a.address);
      const inward = addresses.find((a) => isInternalAddress(a) && !isListed(policy, a));
      if (inward) {
        const refused: NodeJS.ErrnoException = new Error(
          `${hostname} resolves to ${inward}, an internal network address; webhooks only call public addresses`,
        );
        refused.code = INTERNAL_TARGET_ERROR;
        return callback(refused, address, family);
      }
      callback(null, address, family);
    });
  };
}
