import { lookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { URL_MAX_LENGTH } from '@hearth/shared/urls';
import ipaddr from 'ipaddr.js';
import { ValidationError } from '../../../errors.js';

/** One address a host name resolves to. */
export interface ResolvedAddress {
  address: string;
  family: 4 | 6;
}

/** Turns a host name into every address it has. Tests inject one; the server uses DNS. */
export type HostResolver = (hostname: string) => Promise<ResolvedAddress[]>;

export const systemResolver: HostResolver = async (hostname) => {
  const answers = await lookup(hostname, { all: true, verbatim: true });
  return answers.map(({ address, family }) => ({ address, family: family === 6 ? 6 : 4 }));
};

export const ADDRESS_NOT_ALLOWED = 'ADDRESS_NOT_ALLOWED';
const NOT_A_WEB_ADDRESS =
  'Please give the address of a web page, starting with http:// or https:// (for example https://example.com/recipe).';
const PRIVATE_ADDRESS = 'The Hearth only reads pages from the public web, and that address points to a private or local network.';

/**
 * Names that reach cloud metadata services or this machine whatever DNS says. `.internal` is
 * the name space ICANN keeps for private networks, where GCP's metadata server lives.
 */
const REFUSED_NAMES = new Set(['localhost', 'metadata', 'metadata.google.internal', 'metadata.goog', 'instance-data']);
const REFUSED_SUFFIXES = ['.localhost', '.internal', '.local', '.home.arpa'];

/** What `new URL` quietly repairs (spaces, control characters, backslashes) is refused instead. */
const UNUSUAL_CHARACTERS = /[\s\\\p{Cc}]/u;

/**
 * Reads a user-given address and keeps it only when it is a plain absolute http(s) URL
 * without credentials. The WHATWG parser also normalises numeric host forms (2130706433,
 * 0x7f.1, 0177.0.0.1) to dotted IPv4, so the address checks below see the real address.
 */
export function parseFetchableUrl(raw: string): URL {
  const text = raw.trim();
  if (!text || text.length > URL_MAX_LENGTH || UNUSUAL_CHARACTERS.test(text) || !/^https?:\/\/[^/]/i.test(text)) {
    throw new ValidationError(NOT_A_WEB_ADDRESS, 'INVALID_URL');
  }
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new ValidationError(NOT_A_WEB_ADDRESS, 'INVALID_URL');
  }
  if ((url.protocol !== 'http:' && url.protocol !== 'https:') || !url.hostname) {
    throw new ValidationError(NOT_A_WEB_ADDRESS, 'INVALID_URL');
  }
  if (url.username || url.password) {
    throw new ValidationError(
      'Web addresses with a user name or password are not supported. Remove the part before the @ and try again.',
      'INVALID_URL',
    );
  }
  return url;
}

/** The host name as node:net wants it: IPv6 literals without their brackets. */
export function bareHostname(url: URL): string {
  return url.hostname.replace(/^\[(.*)\]$/, '$1');
}

function effectivePort(url: URL): string {
  return url.port || (url.protocol === 'https:' ? '443' : '80');
}

interface AllowedHost {
  hostname: string;
  port: string | undefined;
}

/** `recipes.lan`, `recipes.lan:8080`, `[fd00::5]:80`: a host name, optionally with a port. */
function parseAllowedHost(entry: string): AllowedHost | null {
  const match = /^(\[[^\]]+\]|[^:[\]]+)(?::(\d{1,5}))?$/.exec(entry.trim());
  if (!match) return null;
  try {
    return { hostname: new URL(`http://${match[1]}`).hostname, port: match[2] };
  } catch {
    return null;
  }
}

/** Whether the operator allowed this host (and port) to be fetched even on a private address. */
export function isAllowedHost(url: URL, allowedHosts: readonly string[]): boolean {
  return allowedHosts.some((entry) => {
    const allowed = parseAllowedHost(entry);
    return allowed !== null && allowed.hostname === url.hostname && (allowed.port === undefined || allowed.port === effectivePort(url));
  });
}

function embeddedIPv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const parts = address.parts;
  const range = address.range();
  const fromParts = (high: number, low: number) => new ipaddr.IPv4([high >> 8, high & 0xff, low >> 8, low & 0xff]);
  if (range === 'ipv4Mapped' || range === 'rfc6145') return fromParts(parts[6]!, parts[7]!);
  // NAT64 (64:ff9b::/96) carries the IPv4 address in its last 32 bits.
  if (range === 'rfc6052' && parts[2] === 0) return fromParts(parts[6]!, parts[7]!);
  // 6to4 (2002::/16) carries it right after the prefix.
  if (range === '6to4') return fromParts(parts[1]!, parts[2]!);
  return null;
}

/**
 * Only ordinary public unicast addresses pass. ipaddr.js names every special range (loopback,
 * RFC 1918, link-local with 169.254.169.254, CGNAT, multicast, broadcast, reserved and
 * documentation nets, unique-local fc00::/7 with fd00:ec2::254, site-local, Teredo...); any
 * name other than "unicast" is refused, and IPv6 forms that embed an IPv4 address are judged
 * by that address.
 */
export function isPublicAddress(text: string): boolean {
  if (!ipaddr.isValid(text)) return false;
  const address = ipaddr.parse(text);
  if (address.kind() === 'ipv4') return address.range() === 'unicast';
  const v6 = address as ipaddr.IPv6;
  const inner = embeddedIPv4(v6);
  if (inner) return inner.range() === 'unicast';
  // The deprecated IPv4-compatible form ::a.b.c.d reads as unicast to ipaddr.js.
  if (v6.parts.slice(0, 6).every((part) => part === 0)) return false;
  return v6.range() === 'unicast';
}

function isRefusedName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '');
  return REFUSED_NAMES.has(name) || REFUSED_SUFFIXES.some((suffix) => name.endsWith(suffix));
}

export function privateAddressError(viaRedirect: boolean): ValidationError {
  const message = viaRedirect
    ? 'That page sends visitors on to a private or local network address, which The Hearth does not visit.'
    : PRIVATE_ADDRESS;
  return new ValidationError(message, ADDRESS_NOT_ALLOWED);
}

/** Same comparison whatever the spelling: ::ffff:7f00:1 and ::ffff:127.0.0.1 are one address. */
export function sameAddress(a: string, b: string): boolean {
  if (!ipaddr.isValid(a) || !ipaddr.isValid(b)) return false;
  return ipaddr.process(a).toNormalizedString() === ipaddr.process(b).toNormalizedString();
}

/**
 * The addresses this URL may be fetched from, checked once: the request then connects to
 * exactly these (see guarded-fetch.ts), so DNS cannot answer differently in between.
 * An allowed host skips the address check but is still pinned to what was resolved.
 */
export async function checkedAddresses(
  url: URL,
  options: { allowedHosts: readonly string[]; resolveHost: HostResolver; viaRedirect: boolean },
): Promise<ResolvedAddress[]> {
  const hostname = bareHostname(url);
  const allowed = isAllowedHost(url, options.allowedHosts);
  const literalFamily = isIP(hostname);
  if (literalFamily) {
    if (!allowed && !isPublicAddress(hostname)) throw privateAddressError(options.viaRedirect);
    return [{ address: hostname, family: literalFamily === 6 ? 6 : 4 }];
  }
  if (!allowed && isRefusedName(hostname)) throw privateAddressError(options.viaRedirect);
  const addresses = await options.resolveHost(hostname);
  if (addresses.length === 0) throw Object.assign(new Error(`No address for ${hostname}`), { code: 'ENOTFOUND' });
  // One private answer is enough to refuse: a name that mixes them is not an ordinary site.
  if (!allowed && !addresses.every(({ address }) => isPublicAddress(address))) {
    throw privateAddressError(options.viaRedirect);
  }
  return addresses;
}
