import { describe, expect, it } from 'vitest';
import { loadConfig } from '../../../config.js';

describe('URL_IMPORT_ALLOWED_HOSTS', () => {
  it('allows no private host by default', () => {
    expect(loadConfig({}).importAllowedHosts).toEqual([]);
  });

  it('reads a comma-separated list of hosts, with or without ports', () => {
    expect(loadConfig({ URL_IMPORT_ALLOWED_HOSTS: ' Recipes.LAN, wiki.home:8080 ,,' }).importAllowedHosts).toEqual([
      'recipes.lan',
      'wiki.home:8080',
    ]);
  });
});
