// Spec section 2: http addresses go to https. Only when the deployment asks for it (build variable or
// a meta tag), and never on localhost, so development and the e2e server keep working over http.
type LocationLike = { protocol: string; hostname: string; href: string };

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]', '::1', '0.0.0.0']);

export function httpsRedirectTarget(location: LocationLike, forced: boolean): string | null {
  if (!forced || location.protocol !== 'http:') return null;
  if (localHosts.has(location.hostname) || location.hostname.endsWith('.localhost')) return null;
  return `https:${location.href.slice('http:'.length)}`;
}

export function forceHttpsRequested(): boolean {
  if (import.meta.env.VITE_FORCE_HTTPS === 'true') return true;
  const meta = document.querySelector<HTMLMetaElement>('meta[name="atende-force-https"]');
  return meta?.content === 'true';
}

/** Returns true when the page is being replaced by its https address. */
export function redirectToHttpsIfRequested(): boolean {
  const target = httpsRedirectTarget(window.location, forceHttpsRequested());
  if (target) window.location.replace(target);
  return target !== null;
}
