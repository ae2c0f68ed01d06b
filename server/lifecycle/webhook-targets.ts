/**
 * Where webhooks may go. An endpoint's URL is chosen by a shop's manager, and the server POSTs
 * every order to it and shows each attempt's status and error in the delivery log, so an address
 * inside the server's own network (loopback, private ranges, link-local such as the cloud
 * metadata service at 169.254.169.254, unique-local IPv6, 0.0.0.0) would let a manager reach and
 * probe what only the server can (server-side request forgery). Such targets are refused when an
 * endpoint is registered and again at every delivery: the name is resolved as the connection is
 * made and every address it gives is checked, so a name that changes its answer later (DNS
 * rebinding) is caught too. Redirects are not followed.
 *
 * `WEBHOOK_ALLOW_PRIVATE=1` lets an operator send webhooks inside their own network (a receiver on
 * the same machine in development, a POS bridge on the LAN).
 */
import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { request as httpRequest, type IncomingMessage } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { BlockList, isIP, type LookupFunction } from 'node:net';

/** Whether private targets are allowed (WEBHOOK_ALLOW_PRIVATE), and the resolver (tests pass their own). */
export interface WebhookTargetPolicy {
  readonly allowPrivate: boolean;
  /** Resolves a name to all its addresses (default: the system resolver, as connections use it). */
  readonly lookup?: (hostname: string) => Promise<readonly LookupAddress[]>;
}

/** Addresses no webhook goes to: this host, private networks, link-local, reserved and multicast ranges. */
const NOT_PUBLIC = new BlockList();
for (const [net, prefix] of [
  ['0.0.0.0', 8], ['10.0.0.0', 8], ['100.64.0.0', 10], ['127.0.0.0', 8], ['169.254.0.0', 16], ['172.16.0.0', 12],
  ['192.0.0.0', 24], ['192.0.2.0', 24], ['192.168.0.0', 16], ['198.18.0.0', 15], ['198.51.100.0', 24], ['203.0.113.0', 24],
  ['224.0.0.0', 4], ['240.0.0.0', 4],
] as const) NOT_PUBLIC.addSubnet(net, prefix, 'ipv4');
// IPv4-mapped addresses (::ffff:a.b.c.d) are judged by the IPv4 ranges above.
for (const [net, prefix] of [
  ['::', 96], ['100::', 64], ['2001:db8::', 32], ['fc00::', 7], ['fe80::', 10], ['fec0::', 10], ['ff00::', 8],
] as const) NOT_PUBLIC.addSubnet(net, prefix, 'ipv6');

/** The eight 16-bit groups of an IPv6 address (a trailing dotted quad and a zone allowed), or undefined. */
function ipv6Groups(address: string): number[] | undefined {
  let s = address.split('%')[0]!;
  const quad = /(\d{1,3})\.(\d{1,3})\.(\d{1,3})\.(\d{1,3})$/.exec(s);
  if (quad) {
    const [a, b, c, d] = quad.slice(1).map(Number) as [number, number, number, number];
    s = `${s.slice(0, quad.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = s.split('::');
  const h = head === '' ? [] : head.split(':');
  const t = tail === undefined || tail === '' ? [] : tail.split(':');
  const groups = [...h, ...Array<string>(tail === undefined ? 0 : 8 - h.length - t.length).fill('0'), ...t].map((g) => parseInt(g, 16));
  return groups.length === 8 && groups.every((g) => Number.isInteger(g) && g >= 0 && g <= 0xffff) ? groups : undefined;
}

/** The IPv4 address an IPv6 one carries in its last 32 bits. */
const lastV4 = (g: readonly number[]): string => `${g[6]! >> 8}.${g[6]! & 255}.${g[7]! >> 8}.${g[7]! & 255}`;

/** True when an IP address is not a public one (loopback, private, link-local, unique-local, reserved, multicast). */
export function isNonPublicAddress(address: string): boolean {
  const kind = isIP(address.split('%')[0]!);
  if (kind === 4) return NOT_PUBLIC.check(address, 'ipv4');
  if (kind !== 6) return true;
  const bare = address.split('%')[0]!;
  if (NOT_PUBLIC.check(bare, 'ipv6')) return true;
  const g = ipv6Groups(bare);
  if (!g) return true;
  // NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach the IPv4 address they carry.
  if (g[0] === 0x64 && g[1] === 0xff9b && g.slice(2, 6).every((x) => x === 0)) return NOT_PUBLIC.check(lastV4(g), 'ipv4');
  if (g[0] === 0x2002) return NOT_PUBLIC.check(`${g[1]! >> 8}.${g[1]! & 255}.${g[2]! >> 8}.${g[2]! & 255}`, 'ipv4');
  return false;
}

/** A host name that always means this machine, without asking DNS. */
const isLocalName = (host: string): boolean => /(^|\.)localhost$/.test(host.replace(/\.$/, '').toLowerCase());

const NOT_PUBLIC_WORDS = 'this server, a private network or a reserved range (loopback, private, link-local such as 169.254.169.254, unique-local, 0.0.0.0)';

/**
 * What a URL says alone: not a web address at all (refused whatever the policy), a target that is
 * not public (an IP literal in those ranges, or localhost), or its host and whether it is an IP.
 */
function readTarget(url: string): { refused: string; always: boolean } | { host: string; ip: boolean } {
  let parsed: URL;
  try {
    parsed = new URL(url);
  } catch {
    return { refused: 'is not a URL', always: true };
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return { refused: 'is not an http or https address', always: true };
  // The URL parser has already turned 2130706433, 0x7f.1 and the like into dotted IPv4.
  const host = parsed.hostname.replace(/^\[|\]$/g, '');
  if (isIP(host) !== 0) return isNonPublicAddress(host) ? { refused: `points at ${NOT_PUBLIC_WORDS}`, always: false } : { host, ip: true };
  if (isLocalName(host)) return { refused: 'names this server (localhost)', always: false };
  return { host, ip: false };
}

/** The refusal of a URL by what it says alone under `policy`, or undefined. */
function literalRefusal(url: string, policy: Pick<WebhookTargetPolicy, 'allowPrivate'>): string | undefined {
  const t = readTarget(url);
  return 'refused' in t && (t.always || !policy.allowPrivate) ? t.refused : undefined;
}

const systemLookup = (hostname: string): Promise<readonly LookupAddress[]> =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (err, addresses) => (err ? reject(err) : resolve(addresses))));

/**
 * Why the server refuses to send webhooks to `url` (in words, to follow "the address ..."), or
 * undefined when it may: an IP literal or `localhost` that is not public, or a name that resolves
 * to any address that is not. A name that does not resolve now is not refused here (every
 * delivery checks again as it connects). Everything is allowed with `allowPrivate` but a scheme
 * other than http and https.
 */
export async function webhookTargetRefusal(url: string, policy: WebhookTargetPolicy): Promise<string | undefined> {
  const refused = literalRefusal(url, policy);
  if (refused !== undefined) return refused;
  const target = readTarget(url);
  if (policy.allowPrivate || !('host' in target) || target.ip) return undefined;
  const addresses = await (policy.lookup ?? systemLookup)(target.host).catch(() => []);
  return addresses.some((a) => isNonPublicAddress(a.address)) ? `resolves to ${NOT_PUBLIC_WORDS}` : undefined;
}

/** A webhook target refused at delivery: sending cannot help until the endpoint or the policy changes. */
export class WebhookTargetRefused extends Error {
  readonly code = 'WEBHOOK_TARGET_REFUSED';
}

/**
 * The resolver a connection uses when private targets are refused: the name's addresses, each of
 * which must be public; the connection goes to one of exactly these, so the name cannot answer
 * differently between the check and the connection.
 */
function publicOnlyLookup(resolve: (hostname: string) => Promise<readonly LookupAddress[]>): LookupFunction {
  return (hostname, options: LookupOptions, callback) => {
    resolve(hostname).then((found) => {
      const addresses = found.filter((a) => !options.family || a.family === options.family);
      if (addresses.length === 0) return callback(Object.assign(new Error(`${hostname} has no address`), { code: 'ENOTFOUND' }), '', 0);
      if (addresses.some((a) => isNonPublicAddress(a.address))) {
        return callback(new WebhookTargetRefused(`the address resolves to ${NOT_PUBLIC_WORDS}; not sent`) as NodeJS.ErrnoException, '', 0);
      }
      if (options.all) return callback(null, [...addresses]);
      return callback(null, addresses[0]!.address, addresses[0]!.family);
    }, (err: NodeJS.ErrnoException) => callback(err, '', 0));
  };
}

/** One POST to a webhook endpoint. */
export interface WebhookPost {
  readonly headers: Record<string, string>;
  readonly body: string;
  readonly signal: AbortSignal;
}

/**
 * POSTs a webhook and resolves with the HTTP status (any status; a redirect is not followed).
 * Unless private targets are allowed, a URL naming a non-public address or localhost is refused
 * before connecting, and a name is resolved as the connection is made, refusing it when any of
 * its addresses is not public (WebhookTargetRefused).
 */
export function postWebhook(url: string, post: WebhookPost, policy: WebhookTargetPolicy): Promise<number> {
  const refused = literalRefusal(url, policy);
  if (refused !== undefined) return Promise.reject(new WebhookTargetRefused(`the address ${refused}; not sent`));
  const target = new URL(url);
  const send = target.protocol === 'https:' ? httpsRequest : httpRequest;
  return new Promise<number>((resolve, reject) => {
    const req = send(target, {
      method: 'POST',
      headers: { ...post.headers, 'Content-Length': String(Buffer.byteLength(post.body)) },
      signal: post.signal,
      ...(policy.allowPrivate ? {} : { lookup: publicOnlyLookup(policy.lookup ?? systemLookup) }),
    }, (res: IncomingMessage) => {
      // The answer's body is read and dropped, so the connection is released.
      res.on('error', reject);
      res.on('end', () => resolve(res.statusCode ?? 0));
      res.on('close', () => {
        if (!res.complete) reject(new Error('the connection closed before the answer was complete'));
      });
      res.resume();
    });
    req.on('error', reject);
    req.end(post.body);
  });
}
