/**
 * The browser journeys' OpenID Connect provider: the `oidc-provider` package on loopback
 * (apps/server/test/oidc-provider.ts), registered for the operator server's callback.
 */
import { startOidcProvider } from '../../apps/server/test/oidc-provider';

const port = Number(process.env.PORT);
const redirectUri = process.env.REDIRECT_URI ?? '';
if (!port || !redirectUri) throw new Error('PORT and REDIRECT_URI are required');
const provider = await startOidcProvider({ port, redirectUris: [redirectUri] });
console.log(`test OpenID Connect provider at ${provider.issuer}`);
