import { generateKeyPairSync } from 'node:crypto';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Provider from 'oidc-provider';

import { OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from './oidc-client.js';

export { OIDC_ADMIN_GROUP, OIDC_CLIENT_ID, OIDC_CLIENT_SECRET } from './oidc-client.js';

export interface OidcPerson {
  email: string;
  emailVerified?: boolean;
  name?: string;
  groups?: string[];
}

export interface LoopbackOidcProvider {
  /** The issuer identifier the provider signs its tokens with. */
  issuer: string;
  /** Where it listens (the issuer, unless a test gave it another name). */
  url: string;
  close(): Promise<void>;
}

interface Options {
  /** The app's callback addresses this client may return to. */
  redirectUris: string[];
  port?: number;
  /** Sign tokens as another issuer than the address it answers on (a misconfigured server). */
  issuerHost?: string;
}

function readForm(request: IncomingMessage): Promise<URLSearchParams> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => resolve(new URLSearchParams(Buffer.concat(chunks).toString('utf8'))));
    request.on('error', reject);
  });
}

const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);

/** The provider's sign-in page: who you are, and which groups you are in (a test provider may ask). */
function loginPage(uid: string, clientName: string) {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Test provider sign-in</title></head><body>
<main><h1>Sign in to the test provider</h1><p>for ${escapeHtml(clientName)}</p>
<form method="post" action="/interaction/${escapeHtml(uid)}">
<label>Email <input name="email" type="email" required></label>
<label>Name <input name="name"></label>
<label>Groups <input name="groups"></label>
<label><input name="unverified" type="checkbox"> Email not verified</label>
<button type="submit">Continue</button>
</form></main></body></html>`;
}

/**
 * A real OpenID Connect provider (the `oidc-provider` package, the one behind many hosted
 * identity services) on loopback: discovery, PKCE, signed ID tokens, userinfo, and the `iss`
 * authorization response parameter. Its sign-in page takes any e-mail address and groups, and
 * consents on the person's behalf. As most providers do by default, the ID token carries only
 * the subject; e-mail, name and groups come from the userinfo endpoint.
 */
export async function startOidcProvider(options: Options): Promise<LoopbackOidcProvider> {
  const people = new Map<string, OidcPerson>();
  const server: Server = createServer();
  await new Promise<void>((resolve) => server.listen(options.port ?? 0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const url = `http://127.0.0.1:${port}`;
  const issuer = options.issuerHost ? `http://${options.issuerHost}:${port}` : url;

  const provider = new Provider(issuer, {
    clients: [
      {
        client_id: OIDC_CLIENT_ID,
        client_secret: OIDC_CLIENT_SECRET,
        client_name: 'The Hearth',
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
      },
    ],
    pkce: { required: () => true },
    scopes: ['openid', 'email', 'profile', 'groups'],
    claims: { openid: ['sub'], email: ['email', 'email_verified'], profile: ['name', 'preferred_username'], groups: ['groups'] },
    features: { devInteractions: { enabled: false } },
    cookies: { keys: ['a test provider signs its cookies with this'] },
    // A key of its own for each run, rather than the package's well-known development key.
    jwks: {
      keys: [{ ...generateKeyPairSync('rsa', { modulusLength: 2048 }).privateKey.export({ format: 'jwk' }), use: 'sig', alg: 'RS256' }],
    },
    async findAccount(_ctx, sub) {
      const person = people.get(sub);
      if (!person) return undefined;
      return {
        accountId: sub,
        claims: async () => ({
          sub,
          email: person.email,
          email_verified: person.emailVerified ?? true,
          name: person.name ?? person.email.split('@')[0],
          preferred_username: person.email.split('@')[0],
          groups: person.groups ?? [],
        }),
      };
    },
    renderError(ctx, out) {
      ctx.type = 'html';
      ctx.body = `<!doctype html><title>Provider error</title><h1>${escapeHtml(String(out.error))}</h1><p>${escapeHtml(String(out.error_description ?? ''))}</p>`;
    },
  });
  const handle = provider.callback();

  server.on('request', (request, response) => {
    const path = (request.url ?? '').split('?')[0] ?? '';
    const interaction = /^\/interaction\/([\w-]+)$/.exec(path);
    if (!interaction) return void handle(request, response);
    void (async () => {
      try {
        const details = await provider.interactionDetails(request, response);
        if (request.method !== 'POST') {
          response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' });
          response.end(loginPage(details.uid, 'The Hearth'));
          return;
        }
        const form = await readForm(request);
        const email = (form.get('email') ?? '').trim().toLowerCase();
        const groups = (form.get('groups') ?? '')
          .split(',')
          .map((group) => group.trim())
          .filter(Boolean);
        // One subject per e-mail address, as a provider keeps one account per person.
        const accountId = `sub-${Buffer.from(email).toString('hex')}`;
        people.set(accountId, { email, name: form.get('name') || undefined, groups, emailVerified: !form.has('unverified') });
        const grant = new provider.Grant({ accountId, clientId: String(details.params.client_id) });
        grant.addOIDCScope(String(details.params.scope));
        const grantId = await grant.save();
        await provider.interactionFinished(
          request,
          response,
          { login: { accountId }, consent: { grantId } },
          { mergeWithLastSubmission: false },
        );
      } catch (error) {
        response.writeHead(400, { 'content-type': 'text/plain' });
        response.end(`interaction failed: ${(error as Error).message}`);
      }
    })();
  });

  return {
    issuer,
    url,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
