import { describe, expect, it } from 'vitest';
import { normalizeOrigin } from './origin.ts';

describe('normalizeOrigin', () => {
  it('keeps scheme, host and port, lower-cased, without the default port', () => {
    expect(normalizeOrigin(' https://Site.Example/ ')).toBe('https://site.example');
    expect(normalizeOrigin('http://127.0.0.1:8080')).toBe('http://127.0.0.1:8080');
    expect(normalizeOrigin('https://site.example:443')).toBe('https://site.example');
  });

  it('refuses paths, queries, credentials, wildcards and other schemes', () => {
    for (const bad of [
      'site.example',
      'ftp://site.example',
      'https://site.example/page',
      'https://site.example?x=1',
      'https://user:pw@site.example',
      'https://*.site.example',
      "https://site.example'",
      'javascript:alert(1)',
    ]) {
      expect(normalizeOrigin(bad), bad).toBeNull();
    }
  });
});
