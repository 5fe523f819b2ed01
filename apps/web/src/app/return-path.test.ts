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
  it.each([
    [null, '/dashboard'],
    ['', '/dashboard'],
    ['/profile', '/profile'],
    ['/dishes?tag=soup', '/dishes?tag=soup'],
    ['//evil.example', '/dashboard'],
    ['/\\evil.example', '/dashboard'],
    ['https://evil.example', '/dashboard'],
    ['javascript:alert(1)', '/dashboard'],
  ])('sends %s to %s', (from, expected) => {
    expect(returnPathAfterSignIn(from)).toBe(expected);
  });
});
