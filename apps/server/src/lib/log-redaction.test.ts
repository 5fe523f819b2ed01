import { describe, expect, it } from 'vitest';
import { withoutSecrets } from './log-redaction.js';

describe('withoutSecrets', () => {
  it.each([
    ['/api/calendar/abcDEF123_-xyz.ics', '/api/calendar/[redacted].ics'],
    ['/api/calendar/abcDEF123.ics?x=1', '/api/calendar/[redacted].ics?x=1'],
    ['/join/0123456789abcdef', '/join/[redacted]'],
    ['/join/0123456789abcdef?from=mail', '/join/[redacted]?from=mail'],
  ])('takes the secret out of %s', (url, logged) => {
    expect(withoutSecrets(url)).toBe(logged);
  });

  it.each(['/api/calendar', '/api/dishes/12', '/dashboard', '/api/hearths/join'])('leaves %s as it is', (url) => {
    expect(withoutSecrets(url)).toBe(url);
  });
});
