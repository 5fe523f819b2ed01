import type { ServerResponse } from 'node:http';
import { brotliCompressSync, deflateRawSync, gzipSync } from 'node:zlib';
import { afterEach, describe, expect, it } from 'vitest';
import { type LoopbackSite, closeSites, sendHtml, startSite } from '../../../../test/loopback-site.js';
import type { HostResolver } from './guarded-fetch-address.js';
import { type GuardedFetchOptions, fetchPage } from './guarded-fetch.js';

afterEach(closeSites);

const RECIPE_PAGE = '<!doctype html><html><head><title>Lentil soup</title></head><body><h1>Lentil soup</h1></body></html>';

function redirect(response: ServerResponse, location: string, status = 302) {
  response.writeHead(status, { location });
  response.end();
}

function allowing(site: LoopbackSite, extra: Partial<GuardedFetchOptions> = {}): GuardedFetchOptions {
  return { allowedHosts: [site.hostPort], ...extra };
}

describe('fetchPage on an allowed loopback site', () => {
  it('answers the page, its final address, status and type', async () => {
    const site = await startSite((_request, response) => sendHtml(response, RECIPE_PAGE));
    const page = await fetchPage(`${site.origin}/soup`, allowing(site));
    expect(page).toEqual({
      finalUrl: `${site.origin}/soup`,
      status: 200,
      contentType: 'text/html',
      html: RECIPE_PAGE,
    });
  });

  it('asks like a browser does', async () => {
    const site = await startSite((_request, response) => sendHtml(response, RECIPE_PAGE));
    await fetchPage(`${site.origin}/soup`, allowing(site));
    const headers = site.requests[0]!.headers;
    expect(headers['user-agent']).toMatch(/^Mozilla\/5\.0 .*Chrome\//);
    expect(headers.accept).toMatch(/^text\/html/);
    expect(headers['accept-encoding']).toContain('gzip');
  });

  it('follows relative redirects up to five times', async () => {
    const site = await startSite((request, response) => {
      const step = Number(new URL(request.url!, 'http://x').searchParams.get('step'));
      if (step < 5) redirect(response, `?step=${step + 1}`, step % 2 ? 301 : 307);
      else sendHtml(response, RECIPE_PAGE);
    });
    const page = await fetchPage(`${site.origin}/soup?step=0`, allowing(site));
    expect(page.finalUrl).toBe(`${site.origin}/soup?step=5`);
    expect(site.requests).toHaveLength(6);
  });

  it('refuses a sixth redirect', async () => {
    const site = await startSite((request, response) => {
      const step = Number(new URL(request.url!, 'http://x').searchParams.get('step'));
      redirect(response, `/soup?step=${step + 1}`);
    });
    await expect(fetchPage(`${site.origin}/soup?step=0`, allowing(site))).rejects.toMatchObject({
      statusCode: 424,
      code: 'TOO_MANY_REDIRECTS',
    });
    expect(site.requests).toHaveLength(6);
  });
});

describe('fetchPage refusing private addresses', () => {
  it('refuses the same loopback site when it is not on the allow-list, before connecting', async () => {
    const site = await startSite((_request, response) => sendHtml(response, RECIPE_PAGE));
    await expect(fetchPage(`${site.origin}/soup`, { allowedHosts: [] })).rejects.toMatchObject({
      statusCode: 400,
      code: 'ADDRESS_NOT_ALLOWED',
      message: expect.stringMatching(/private or local network/),
    });
    await expect(fetchPage(`http://localhost:${site.port}/soup`, { allowedHosts: [] })).rejects.toMatchObject({
      code: 'ADDRESS_NOT_ALLOWED',
    });
    expect(site.requests).toHaveLength(0);
  });

  it('allows a host only on the port the allow-list names', async () => {
    const site = await startSite((_request, response) => sendHtml(response, RECIPE_PAGE));
    await expect(
      fetchPage(`${site.origin}/soup`, { allowedHosts: [`127.0.0.1:${site.port === 1 ? 2 : site.port - 1}`] }),
    ).rejects.toMatchObject({ code: 'ADDRESS_NOT_ALLOWED' });
    expect(site.requests).toHaveLength(0);
  });

  it.each([
    ['another loopback server', (other: LoopbackSite) => `${other.origin}/secret`],
    ['10.0.0.1', () => 'http://10.0.0.1/admin'],
    ['the cloud metadata address', () => 'http://169.254.169.254/latest/meta-data/'],
    ['the metadata host name', () => 'http://metadata.google.internal/computeMetadata/v1/'],
    ['an IPv4-mapped loopback', (other: LoopbackSite) => `http://[::ffff:127.0.0.1]:${other.port}/`],
  ])('refuses a redirect chain that ends at %s', async (_name, target) => {
    const other = await startSite((_request, response) => sendHtml(response, 'secret'));
    const site = await startSite((request, response) => {
      if (request.url === '/soup') redirect(response, '/soup-moved');
      else redirect(response, target(other));
    });
    await expect(fetchPage(`${site.origin}/soup`, allowing(site))).rejects.toMatchObject({
      statusCode: 400,
      code: 'ADDRESS_NOT_ALLOWED',
      message: expect.stringMatching(/sends visitors on to a private or local network/),
    });
    expect(site.requests).toHaveLength(2);
    expect(other.requests).toHaveLength(0);
  });

  it('refuses a redirect to a scheme other than http(s)', async () => {
    const site = await startSite((_request, response) => redirect(response, 'file:///etc/passwd'));
    await expect(fetchPage(`${site.origin}/soup`, allowing(site))).rejects.toMatchObject({ code: 'BAD_REDIRECT' });
  });

  it.each(['http://[::1]/', 'http://[::ffff:127.0.0.1]/', 'http://[::ffff:7f00:1]:8080/', 'http://2130706433/', 'http://0x7f.1/'])(
    'refuses the loopback literal %s',
    async (url) => {
      await expect(fetchPage(url, { allowedHosts: [] })).rejects.toMatchObject({ code: 'ADDRESS_NOT_ALLOWED' });
    },
  );

  it.each(['file:///etc/passwd', 'ftp://example.com/soup.html', 'data:text/html,<p>soup</p>', 'https://cook:pw@example.com/'])(
    'refuses %s without any lookup',
    async (url) => {
      let lookups = 0;
      const resolveHost: HostResolver = async () => {
        lookups += 1;
        return [{ address: '8.8.8.8', family: 4 }];
      };
      await expect(fetchPage(url, { allowedHosts: [], resolveHost })).rejects.toMatchObject({
        statusCode: 400,
        code: 'INVALID_URL',
      });
      expect(lookups).toBe(0);
    },
  );

  it('refuses a host name that resolves to a private address', async () => {
    const asked: string[] = [];
    const resolveHost: HostResolver = async (hostname) => {
      asked.push(hostname);
      return [{ address: '10.0.0.1', family: 4 }];
    };
    await expect(fetchPage('http://evil.test/recipe', { allowedHosts: [], resolveHost })).rejects.toMatchObject({
      code: 'ADDRESS_NOT_ALLOWED',
    });
    expect(asked).toEqual(['evil.test']);
  });

  it('refuses a name with one private answer among public ones', async () => {
    const resolveHost: HostResolver = async () => [
      { address: '8.8.8.8', family: 4 },
      { address: '::1', family: 6 },
    ];
    await expect(fetchPage('http://mixed.test/', { allowedHosts: [], resolveHost })).rejects.toMatchObject({
      code: 'ADDRESS_NOT_ALLOWED',
    });
  });

  it('connects to the address it checked, even when the name answers differently a second time', async () => {
    const site = await startSite((_request, response) => sendHtml(response, RECIPE_PAGE));
    // A rebinding name: its second answer (127.0.0.2, where nothing listens) never gets used.
    const answers = ['127.0.0.1', '127.0.0.2'];
    let lookups = 0;
    const resolveHost: HostResolver = async () => [{ address: answers[lookups++] ?? '127.0.0.2', family: 4 }];
    const page = await fetchPage(`http://rebind.test:${site.port}/soup`, {
      allowedHosts: [`rebind.test:${site.port}`],
      resolveHost,
    });
    expect(page.html).toBe(RECIPE_PAGE);
    expect(lookups).toBe(1);
    expect(site.requests[0]!.headers.host).toBe(`rebind.test:${site.port}`);
    expect(site.connectedTo).toEqual(['127.0.0.1']);
  });
});

describe('fetchPage caps', () => {
  it('stops a slow-drip server at the time limit', async () => {
    const site = await startSite((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const drip = setInterval(() => response.write('<p>'), 20);
      response.once('close', () => clearInterval(drip));
    });
    await expect(fetchPage(`${site.origin}/soup`, allowing(site, { timeoutMs: 300 }))).rejects.toMatchObject({
      statusCode: 424,
      code: 'SITE_TIMEOUT',
    });
  });

  it('stops a server that never answers at the time limit', async () => {
    const site = await startSite(() => undefined);
    await expect(fetchPage(`${site.origin}/soup`, allowing(site, { timeoutMs: 200 }))).rejects.toMatchObject({
      statusCode: 424,
    });
  });

  it('stops reading a body past the size cap', async () => {
    const site = await startSite((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html' });
      const kilobyte = '<p>'.padEnd(1024, 'x');
      // Far more than the cap, without a Content-Length to warn us.
      for (let index = 0; index < 400; index += 1) response.write(kilobyte);
      response.end();
    });
    await expect(fetchPage(`${site.origin}/soup`, allowing(site, { maxBytes: 64 * 1024 }))).rejects.toMatchObject({
      statusCode: 413,
      message: expect.stringMatching(/use Paste instead/),
    });
  });

  it('refuses a Content-Length over the cap before reading', async () => {
    const site = await startSite((_request, response) => {
      response.writeHead(200, { 'content-type': 'text/html', 'content-length': String(10 * 1024 ** 3) });
      response.write('<p>');
    });
    await expect(fetchPage(`${site.origin}/soup`, allowing(site))).rejects.toMatchObject({ statusCode: 413 });
  });

  it('stops inflating a gzip bomb at the cap', async () => {
    const bomb = gzipSync(Buffer.alloc(16 * 1024 * 1024, 0x20));
    const site = await startSite((_request, response) => sendHtml(response, bomb, { 'content-encoding': 'gzip' }));
    expect(bomb.length).toBeLessThan(64 * 1024);
    await expect(fetchPage(`${site.origin}/soup`, allowing(site, { maxBytes: 1024 * 1024 }))).rejects.toMatchObject({
      statusCode: 413,
    });
  });

  it('decodes gzip, brotli and raw deflate pages', async () => {
    const encoders = { gzip: gzipSync, br: brotliCompressSync, deflate: deflateRawSync };
    const site = await startSite((request, response) => {
      const encoding = request.url!.slice(1) as keyof typeof encoders;
      sendHtml(response, encoders[encoding](Buffer.from(RECIPE_PAGE)), { 'content-encoding': encoding });
    });
    for (const encoding of Object.keys(encoders)) {
      await expect(fetchPage(`${site.origin}/${encoding}`, allowing(site))).resolves.toMatchObject({ html: RECIPE_PAGE });
    }
  });
});

describe('fetchPage answers from the site', () => {
  it.each([401, 403, 429])('points to Paste when the site answers %i', async (status) => {
    const site = await startSite((_request, response) => response.writeHead(status).end('no bots'));
    await expect(fetchPage(`${site.origin}/soup`, allowing(site))).rejects.toMatchObject({
      statusCode: 424,
      code: 'SITE_REFUSED',
      message:
        'That site refused to share the page with The Hearth. Open the recipe in your browser, copy the page (or its text) and use Paste instead.',
    });
  });

  it('says when the page does not exist', async () => {
    const site = await startSite((_request, response) => response.writeHead(404).end());
    await expect(fetchPage(`${site.origin}/soup`, allowing(site))).rejects.toMatchObject({ code: 'PAGE_NOT_FOUND' });
  });

  it('refuses an answer that is not a web page', async () => {
    const site = await startSite((_request, response) => {
      response.writeHead(200, { 'content-type': 'image/jpeg' });
      response.end(Buffer.from([0xff, 0xd8, 0xff]));
    });
    await expect(fetchPage(`${site.origin}/soup.jpg`, allowing(site))).rejects.toMatchObject({
      statusCode: 422,
      message: expect.stringContaining('image/jpeg'),
    });
  });
});
