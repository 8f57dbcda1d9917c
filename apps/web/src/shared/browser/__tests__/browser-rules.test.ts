import { describe, expect, it } from 'vitest';
import { httpsRedirectTarget } from '../force-https';
import { shouldForceFullscreen, toggleStaysOnAfterExit } from '../fullscreen';

const at = (href: string) => {
  const url = new URL(href);
  return { protocol: url.protocol, hostname: url.hostname, href: url.href };
};

describe('https redirect', () => {
  it('sends http to https, keeping path and query, only when the deployment asks for it', () => {
    expect(httpsRedirectTarget(at('http://atende.example.com/contacts?page=2'), true)).toBe(
      'https://atende.example.com/contacts?page=2',
    );
    expect(httpsRedirectTarget(at('http://atende.example.com/'), false)).toBeNull();
  });

  it('never redirects https or local addresses', () => {
    expect(httpsRedirectTarget(at('https://atende.example.com/'), true)).toBeNull();
    expect(httpsRedirectTarget(at('http://localhost:5173/login'), true)).toBeNull();
    expect(httpsRedirectTarget(at('http://127.0.0.1:3000/'), true)).toBeNull();
    expect(httpsRedirectTarget(at('http://app.localhost/'), true)).toBeNull();
  });
});

describe('fullscreen rules', () => {
  it('forces fullscreen at 1000 px wide or less, unless already fullscreen', () => {
    expect(shouldForceFullscreen(1000, false)).toBe(true);
    expect(shouldForceFullscreen(390, false)).toBe(true);
    expect(shouldForceFullscreen(390, true)).toBe(false);
    expect(shouldForceFullscreen(1001, false)).toBe(false);
  });

  it('turns the toggle off after leaving fullscreen only on screens wider than 1000 px', () => {
    expect(toggleStaysOnAfterExit(1280)).toBe(false);
    expect(toggleStaysOnAfterExit(800)).toBe(true);
  });
});
