const THIS_ORIGIN = 'https://cumplia.invalid';

/**
 * The page a login may return to: a path of this app ('/facturacionsuperadmin?page=2'), never another site
 * ('//evil.example', 'https://…', '/\evil.example'), never the login itself. Null when there is none.
 */
export function safeReturnPath(value: string | null): string | null {
  if (!value?.startsWith('/')) return null;
  let url: URL;
  try {
    url = new URL(value, THIS_ORIGIN);
  } catch {
    return null;
  }
  // '//evil.example', '/\evil.example' and '/\t/evil.example' parse as another host: the origin tells.
  if (url.origin !== THIS_ORIGIN || url.pathname === '/acceso') return null;
  return `${url.pathname}${url.search}${url.hash}`;
}
