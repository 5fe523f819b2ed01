import { startInstacartStub } from '../../apps/server/test/instacart-stub';

/** Playwright starts this beside the app: the loopback Instacart the browser journeys shop at. */
const port = Number(process.env.PORT);
const stub = await startInstacartStub(process.env.INSTACART_API_KEY ?? 'e2e-instacart-key', { port });
console.log(`Instacart stub listening at ${stub.url}`);
