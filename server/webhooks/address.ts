import { lookup as dnsLookup, type LookupAddress, type LookupOptions } from 'node:dns';
import { isIP } from 'node:net';
import ipaddr from 'ipaddr.js';

/**
 * Where a webhook may go (docs/webhooks.md, Address rules): https to a public address only, so an
 * administrator cannot make the server call into its own network. The rule is checked when an
 * endpoint is saved and again on the address each attempt actually connects to (the lookup the
 * request uses), so a name that later resolves elsewhere (DNS rebinding) is refused too.
 */
export type AddressRules = {
  /** Development and tests: plain http and loopback addresses are allowed; other private ranges never are. */
  allowLoopback: boolean;
};

/** Resolves a name to every address it has; tests give a stub, so no real lookup happens. */
export type Resolve = (hostname: string) => Promise<LookupAddress[]>;

const systemResolve: Resolve = (hostname) =>
  new Promise((resolve, reject) => dnsLookup(hostname, { all: true, verbatim: true }, (error, addresses) => (error ? reject(error) : resolve(addresses))));

export class RefusedAddress extends Error {}

/** A public unicast address; an IPv4-mapped IPv6 address is judged as the IPv4 address it carries. */
export function addressAllowed(address: string, rules: AddressRules) {
  if (!ipaddr.isValid(address)) return false;
  let parsed = ipaddr.parse(address);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) parsed = (parsed as ipaddr.IPv6).toIPv4Address();
  const range = parsed.range();
  return range === 'unicast' || (rules.allowLoopback && range === 'loopback');
}

const hostOf = (url: URL) => url.hostname.replace(/^\[(.*)\]$/, '$1');

/** Refuses an address the rules do not allow: a malformed one, a scheme other than https, credentials, a private address. */
export function parseEndpointUrl(text: string, rules: AddressRules): URL {
  let url: URL;
  try {
    url = new URL(text);
  } catch {
    throw new RefusedAddress('not a URL');
  }
  const schemeAllowed = url.protocol === 'https:' || (rules.allowLoopback && url.protocol === 'http:');
  if (!schemeAllowed) throw new RefusedAddress('not https');
  if (url.username || url.password) throw new RefusedAddress('credentials in the URL');
  const host = hostOf(url);
  if (isIP(host) && !addressAllowed(host, rules)) throw new RefusedAddress(`address ${host} is not public`);
  return url;
}

/** The endpoint's address checked with every address its name resolves to: all must be allowed. */
export async function checkEndpoint(text: string, rules: AddressRules, resolve: Resolve = systemResolve) {
  const url = parseEndpointUrl(text, rules);
  const host = hostOf(url);
  if (isIP(host)) return url;
  let addresses: LookupAddress[];
  try {
    addresses = await resolve(host);
  } catch {
    throw new RefusedAddress(`${host} does not resolve`);
  }
  const refused = addresses.find((a) => !addressAllowed(a.address, rules));
  if (!addresses.length || refused) throw new RefusedAddress(`${host} resolves to ${refused?.address ?? 'nothing'}, which is not public`);
  return url;
}

type LookupCallback = (error: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void;

/**
 * The `lookup` of each delivery's request: the connection goes only to an address that passed the
 * rules, whatever the name resolves to at that moment.
 */
export function guardedLookup(rules: AddressRules, resolve: Resolve = systemResolve) {
  return (hostname: string, options: LookupOptions, callback: LookupCallback) => {
    resolve(hostname).then(
      (addresses) => {
        const refused = addresses.find((a) => !addressAllowed(a.address, rules));
        if (!addresses.length || refused) {
          callback(Object.assign(new RefusedAddress(`${hostname} resolves to ${refused?.address ?? 'nothing'}, which is not public`), { code: 'EREFUSED' }), '');
          return;
        }
        const family = options.family === 'IPv4' ? 4 : options.family === 'IPv6' ? 6 : options.family;
        const usable = family ? addresses.filter((a) => a.family === family) : addresses;
        if (options.all) callback(null, usable);
        else if (usable[0]) callback(null, usable[0].address, usable[0].family);
        else callback(Object.assign(new Error(`${hostname} has no IPv${family} address`), { code: 'ENOTFOUND' }), '');
      },
      (error: NodeJS.ErrnoException) => callback(error, ''),
    );
  };
}
