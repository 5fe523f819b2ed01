import { describe, expect, it } from 'vitest';
import { loadConfig } from '../config.js';
import { listenOrigins } from './listen-origins.js';
import { readyLine } from './ready-line.js';

const lan = () => ['192.168.1.20', 'fd00::20'];

describe('listenOrigins', () => {
  it('accepts the loopback names for a server on localhost', () => {
    expect(listenOrigins('localhost', 3000, lan, 'kitchen')).toEqual([
      'http://localhost:3000',
      'http://127.0.0.1:3000',
      'http://[::1]:3000',
    ]);
  });

  it("adds the machine's network addresses and its name when listening on every interface", () => {
    expect(listenOrigins('0.0.0.0', 8080, lan, 'Kitchen')).toEqual([
      'http://localhost:8080',
      'http://127.0.0.1:8080',
      'http://[::1]:8080',
      'http://192.168.1.20:8080',
      'http://[fd00::20]:8080',
      'http://kitchen:8080',
    ]);
  });

  it('adds the one address HOST names', () => {
    expect(listenOrigins('192.168.1.20', 3000, lan, 'kitchen')).toContain('http://192.168.1.20:3000');
    expect(listenOrigins('192.168.1.20', 3000, lan, 'kitchen')).not.toContain('http://kitchen:3000');
  });
});

describe('the origins a server accepts', () => {
  it('are the addresses it listens on when PUBLIC_URL is unset', () => {
    const config = loadConfig({ HOST: '0.0.0.0', PORT: '3000' }, { addresses: lan, machineName: 'kitchen' });
    expect(config.publicUrlSet).toBe(false);
    expect(config.trustedOrigins).toContain('http://127.0.0.1:3000');
    expect(config.trustedOrigins).toContain('http://192.168.1.20:3000');
  });

  it("are PUBLIC_URL's alone when it is set", () => {
    const config = loadConfig({ HOST: '0.0.0.0', PUBLIC_URL: 'https://hearth.example.com' }, { addresses: lan });
    expect(config.trustedOrigins).toEqual(['https://hearth.example.com']);
  });
});

describe('readyLine', () => {
  it('names the address to open, the others accepted, and the setting that changes them', () => {
    const config = loadConfig({ PORT: '3000', WEB_CONCURRENCY: '1' }, { addresses: lan, machineName: 'kitchen' });
    expect(readyLine(config)).toBe(
      'The Hearth is ready at http://localhost:3000. It also accepts http://127.0.0.1:3000, http://[::1]:3000. Set PUBLIC_URL to serve it at another address.',
    );
  });

  it('names PUBLIC_URL alone when it is set, and the processes when there are several', () => {
    const config = loadConfig({ PUBLIC_URL: 'https://hearth.example.com', WEB_CONCURRENCY: '2' });
    expect(readyLine(config)).toBe('The Hearth is ready at https://hearth.example.com (2 server processes).');
  });
});
