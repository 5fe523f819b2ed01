import { hostname, networkInterfaces } from 'node:os';

/** Addresses that mean "every interface of this machine". */
const EVERY_INTERFACE = new Set(['0.0.0.0', '::', '[::]']);
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '[::1]'];

/** An address as it appears in an origin: IPv6 in brackets. */
function hostInOrigin(address: string): string {
  return address.includes(':') && !address.startsWith('[') ? `[${address}]` : address;
}

/** The machine's own addresses on its networks (not loopback), as os.networkInterfaces() lists them. */
export type InterfaceAddresses = () => string[];

export const machineAddresses: InterfaceAddresses = () =>
  Object.values(networkInterfaces())
    .flat()
    .filter((entry) => entry !== undefined && !entry.internal)
    // A link-local IPv6 address needs a zone id no browser puts in an origin.
    .filter((entry) => !entry!.address.toLowerCase().startsWith('fe80:'))
    .map((entry) => entry!.address);

/**
 * The origins a browser shows when it opens the server at the address it listens on, for a
 * server given no PUBLIC_URL: the loopback names always, and for HOST=0.0.0.0 (or ::) each
 * of the machine's network addresses and its host name; for a HOST naming one address, that
 * address. A first run opened at http://127.0.0.1:3000 or from a phone on the LAN then works
 * without setting anything.
 */
export function listenOrigins(
  host: string,
  port: number,
  addresses: InterfaceAddresses = machineAddresses,
  machineName = hostname(),
): string[] {
  const hosts = [...LOOPBACK_NAMES];
  if (EVERY_INTERFACE.has(host)) hosts.push(...addresses().map(hostInOrigin), machineName.toLowerCase());
  else hosts.push(hostInOrigin(host.toLowerCase()));
  const origins = hosts.filter(Boolean).map((name) => `http://${name}:${port}`);
  return [...new Set(origins)];
}
