import { describe, expect, it } from 'vitest';
import { isAllowedHost, isPublicAddress, parseFetchableUrl } from './guarded-fetch-address.js';

describe('isPublicAddress', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['127.255.0.9', 'loopback'],
    ['10.0.0.1', 'RFC 1918'],
    ['172.16.5.4', 'RFC 1918'],
    ['192.168.1.1', 'RFC 1918'],
    ['169.254.169.254', 'cloud metadata (link-local)'],
    ['100.64.0.1', 'CGNAT'],
    ['100.100.100.200', 'Alibaba metadata (CGNAT)'],
    ['192.0.0.192', 'Oracle metadata (reserved)'],
    ['224.0.0.1', 'multicast'],
    ['0.0.0.0', 'unspecified'],
    ['255.255.255.255', 'broadcast'],
    ['240.0.0.1', 'reserved'],
    ['198.51.100.7', 'documentation'],
    ['::1', 'IPv6 loopback'],
    ['::', 'IPv6 unspecified'],
    ['fe80::1', 'IPv6 link-local'],
    ['fc00::1', 'unique local'],
    ['fd00:ec2::254', 'AWS metadata over IPv6'],
    ['ff02::1', 'IPv6 multicast'],
    ['fec0::1', 'site-local'],
    ['::ffff:127.0.0.1', 'IPv4-mapped loopback'],
    ['::ffff:7f00:1', 'IPv4-mapped loopback, hex'],
    ['::ffff:10.0.0.1', 'IPv4-mapped private'],
    ['::ffff:169.254.169.254', 'IPv4-mapped metadata'],
    ['::127.0.0.1', 'IPv4-compatible loopback'],
    ['64:ff9b::a00:1', 'NAT64 of 10.0.0.1'],
    ['64:ff9b::7f00:1', 'NAT64 of 127.0.0.1'],
    ['2002:a00:1::', '6to4 of 10.0.0.1'],
    ['2002:a9fe:a9fe::1', '6to4 of 169.254.169.254'],
    ['2001::1', 'Teredo'],
    ['2001:db8::1', 'documentation'],
    ['not an address', 'garbage'],
  ])('refuses %s (%s)', (address) => {
    expect(isPublicAddress(address)).toBe(false);
  });

  it.each([
    '8.8.8.8',
    '93.184.216.34',
    '151.101.1.69',
    '2606:4700:4700::1111',
    '2a00:1450:4001:82b::200e',
    '::ffff:8.8.8.8',
    '64:ff9b::808:808',
    '2002:808:808::1',
  ])('lets the public address %s through', (address) => {
    expect(isPublicAddress(address)).toBe(true);
  });
});

describe('parseFetchableUrl', () => {
  it.each([
    'file:///etc/passwd',
    'ftp://example.com/recipe.txt',
    'data:text/html,<h1>Soup</h1>',
    'javascript:alert(1)',
    'gopher://example.com/',
    'http:example.com',
    'http:/example.com/recipe',
    'example.com/recipe',
    'http://exa mple.com/',
    'http://example.com/\nrecipe',
    'http:\\\\example.com\\recipe',
    '',
    `https://example.com/${'a'.repeat(2100)}`,
  ])('refuses %j as a web address', (raw) => {
    expect(() => parseFetchableUrl(raw)).toThrowError(expect.objectContaining({ statusCode: 400, code: 'INVALID_URL' }));
  });

  it('refuses credentials in the address', () => {
    expect(() => parseFetchableUrl('https://cook:secret@example.com/recipe')).toThrowError(/user name or password/);
    expect(() => parseFetchableUrl('https://cook@example.com/recipe')).toThrowError(/user name or password/);
  });

  it('normalises numeric host forms so they are checked as the address they are', () => {
    expect(parseFetchableUrl('http://2130706433/').hostname).toBe('127.0.0.1');
    expect(parseFetchableUrl('http://0x7f.0.0.1/').hostname).toBe('127.0.0.1');
    expect(parseFetchableUrl('http://0177.0.0.1/').hostname).toBe('127.0.0.1');
  });

  it('keeps an ordinary recipe address as it is', () => {
    expect(parseFetchableUrl(' https://Example.com/recipes/soup?x=1 ').href).toBe('https://example.com/recipes/soup?x=1');
  });
});

describe('isAllowedHost', () => {
  const url = (text: string) => new URL(text);

  it('matches a host name whatever its case, on any port when the entry names none', () => {
    expect(isAllowedHost(url('http://recipes.lan:8080/x'), ['Recipes.LAN'])).toBe(true);
    expect(isAllowedHost(url('https://recipes.lan/x'), ['recipes.lan'])).toBe(true);
  });

  it('matches only the named port when the entry has one, default ports included', () => {
    expect(isAllowedHost(url('http://recipes.lan:8080/x'), ['recipes.lan:8080'])).toBe(true);
    expect(isAllowedHost(url('http://recipes.lan:8081/x'), ['recipes.lan:8080'])).toBe(false);
    expect(isAllowedHost(url('http://recipes.lan/x'), ['recipes.lan:80'])).toBe(true);
    expect(isAllowedHost(url('https://recipes.lan/x'), ['recipes.lan:80'])).toBe(false);
  });

  it('matches IPv6 literals and never a longer name that merely ends the same way', () => {
    expect(isAllowedHost(url('http://[fd00::5]:81/x'), ['[fd00::5]:81'])).toBe(true);
    expect(isAllowedHost(url('http://evil-recipes.lan/x'), ['recipes.lan'])).toBe(false);
    expect(isAllowedHost(url('http://recipes.lan.evil.com/x'), ['recipes.lan'])).toBe(false);
    expect(isAllowedHost(url('http://recipes.lan/x'), ['not a host:port:9'])).toBe(false);
  });
});
