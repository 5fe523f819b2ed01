import { describe, expect, it } from 'vitest';
import { loginPathFrom, returnPathAfterSignIn } from './return-path';

describe('loginPathFrom', () => {
  it('keeps the path readable', () => {
    expect(loginPathFrom('/profile')).toBe('/login?from=/profile');
  });

  it('encodes a search of its own so it survives the trip', () => {
    const path = loginPathFrom('/dishes?tag=soup&x=1');
    expect(new URL(path, 'http://app').searchParams.get('from')).toBe('/dishes?tag=soup&x=1');
  });
});

describe('returnPathAfterSignIn', () => {
  it.each(['/profile', '/dishes?tag=soup'])('goes back to %j, a path on this site', (from) => {
    expect(returnPathAfterSignIn(from)).toBe(from);
  });

  it.each([null, '', '//evil.example', '/\\evil.example', 'https://evil.example', 'javascript:alert(1)'])(
    'sends %j, which is no path on this site, to the dashboard',
    (from) => {
      expect(returnPathAfterSignIn(from)).toBe('/dashboard');
    },
  );
});
