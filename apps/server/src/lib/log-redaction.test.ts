import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './log-redaction.js';

describe('withoutSecrets', () => {
  describe.each([
    ['a private calendar address', '/api/calendar/abcDEF123_-xyz.ics', '/api/calendar/[redacted].ics'],
    ['an invitation link', '/join/0123456789abcdef', '/join/[redacted]'],
  ])('in %s', (_, url, logged) => {
    it('takes the secret out', () => {
      expect(withoutSecrets(url)).toBe(logged);
    });

    it('keeps a search after the secret', () => {
      expect(withoutSecrets(`${url}?from=mail`)).toBe(`${logged}?from=mail`);
    });
  });

  it.each(['/api/calendar', '/api/dishes/12', '/dashboard', '/api/hearths/join'])('leaves %s as it is', (url) => {
    expect(withoutSecrets(url)).toBe(url);
  });
});
