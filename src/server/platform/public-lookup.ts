/**
 * A socket DNS lookup that connects only to the public internet (decisions 273, 280): every
 * address of the name is resolved and the name refused when ANY is inside (a name with a public and
 * a private address could connect to either). Given to the very socket that connects (node:http's
 * `lookup`, undici's `connect.lookup`), not run before it, so a name whose answer changes between a
 * check and the connection (DNS rebinding) has no window. An IP literal never comes here (a socket
 * connects to it directly): callers check it with `isLocalHost` first.
 */
import type { LookupAddress, LookupOptions } from 'node:dns';
import { lookup as dnsLookup } from 'node:dns/promises';
import { isIP } from 'node:net';
import { isNonPublicAddress } from './public-address';

/** Every address a host name resolves to (tests replace it). */
export type LookupHost = (hostname: string) => Promise<string[]>;

/** The system resolver (getaddrinfo, what a socket uses by default), every address of both families. */
export const systemLookup: LookupHost = async (hostname) =>
  (await dnsLookup(hostname, { all: true, verbatim: true })).map((a) => a.address);

export type SocketLookup = (
  hostname: string,
  options: LookupOptions,
  callback: (err: NodeJS.ErrnoException | null, address: string | LookupAddress[], family?: number) => void,
) => void;

/** A name that resolved to an address inside (or to none): nothing was sent. */
export class InsideAddressError extends Error {
  override name = 'InsideAddressError';
}

/** The socket's lookup, refusing a name when any of its addresses is inside. */
export function checkedLookup(lookupHost: LookupHost): SocketLookup {
  return (hostname, options, callback) => {
    lookupHost(hostname).then(
      (addresses) => {
        const inside = addresses.find(isNonPublicAddress);
        if (inside !== undefined || addresses.length === 0) {
          callback(
            new InsideAddressError(`its host ${hostname} resolves to ${inside ?? 'no address'}, not on the internet`),
            '',
          );
          return;
        }
        const all = addresses.map((address) => ({ address, family: isIP(address) }));
        const wanted =
          options.family === 4 || options.family === 6 ? all.filter((a) => a.family === options.family) : all;
        if (options.all) callback(null, wanted);
        else if (wanted[0]) callback(null, wanted[0].address, wanted[0].family);
        else
          callback(
            Object.assign(new Error(`no IPv${options.family} address for ${hostname}`), { code: 'ENOTFOUND' }),
            '',
          );
      },
      (err: NodeJS.ErrnoException) => callback(err, ''),
    );
  };
}

/** The InsideAddressError behind an error (fetch wraps a connection's failure in its `cause`). */
export function insideAddressCause(err: unknown): InsideAddressError | null {
  for (let e: unknown = err, depth = 0; e instanceof Error && depth < 5; e = e.cause, depth++)
    if (e instanceof InsideAddressError) return e;
  return null;
}
