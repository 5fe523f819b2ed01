import { type IncomingMessage, type Server, type ServerResponse, createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/** A web site on 127.0.0.1 that a test controls, for the guarded fetcher and import tests. */

export type SiteHandler = (request: IncomingMessage, response: ServerResponse) => void;

export interface LoopbackSite {
  origin: string;
  /** `127.0.0.1:<port>`, as URL_IMPORT_ALLOWED_HOSTS names it. */
  hostPort: string;
  port: number;
  /** Every request that reached the site. */
  requests: IncomingMessage[];
  /** The address each request's connection was made to. */
  connectedTo: string[];
}

const servers: Server[] = [];

export async function startSite(handler: SiteHandler): Promise<LoopbackSite> {
  const requests: IncomingMessage[] = [];
  const connectedTo: string[] = [];
  const server = createServer((request, response) => {
    requests.push(request);
    connectedTo.push(request.socket.localAddress ?? '');
    handler(request, response);
  });
  servers.push(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return { origin: `http://127.0.0.1:${port}`, hostPort: `127.0.0.1:${port}`, port, requests, connectedTo };
}

/** Stops every site started so far, dropping connections a slow test left open. */
export async function closeSites(): Promise<void> {
  await Promise.all(
    servers.splice(0).map(
      (server) =>
        new Promise<void>((resolve) => {
          server.closeAllConnections();
          server.close(() => resolve());
        }),
    ),
  );
}

export function sendHtml(response: ServerResponse, body: string | Buffer, headers: Record<string, string> = {}): void {
  response.writeHead(200, { 'content-type': 'text/html; charset=utf-8', ...headers });
  response.end(body);
}
