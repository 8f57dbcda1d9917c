// Paths the code navigates to by name; every route path itself comes from the contract's table.
export const paths = {
  home: '/',
  login: '/login',
  main: '/main',
  attendance: '/attendance',
  channels: '/channels',
  qr: '/qr',
} as const;

/** A redirect target from the query string: only paths of this site, never another origin. */
export function safeRedirect(value: string | null | undefined): string {
  if (!value || !value.startsWith('/') || value.startsWith('//') || value.startsWith('/\\')) return paths.home;
  if (value === paths.login || value.startsWith(`${paths.login}?`)) return paths.home;
  return value;
}
