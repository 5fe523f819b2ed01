import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/test-app.js';

describe('Strict-Transport-Security', () => {
  it('tells browsers to keep to https for a year when PUBLIC_URL is https', async () => {
    const app = await buildTestApp({ PUBLIC_URL: 'https://hearth.example' });
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health/live' });
      const maxAge = Number(/max-age=(\d+)/.exec(String(response.headers['strict-transport-security']))?.[1]);
      expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    } finally {
      await app.close();
    }
  });

  it('is not sent on a plain http address, where it would lock a LAN install out', async () => {
    const app = await buildTestApp();
    try {
      const response = await app.inject({ method: 'GET', url: '/api/health/live' });
      expect(response.headers['strict-transport-security']).toBeUndefined();
    } finally {
      await app.close();
    }
  });
});

describe('security headers', () => {
  it('sends a strict Content-Security-Policy and friends on API answers', async () => {
    const app = await buildTestApp();
    const response = await app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(response.headers['content-security-policy']);
    expect(csp).toContain("object-src 'none'");
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("base-uri 'none'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    await app.close();
  });
});
