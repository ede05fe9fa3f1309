const HOST = /^[A-Za-z0-9.-]+(:\d{1,5})?$/;

/**
 * A college site's address from its configured domain: on this page's scheme and port unless the domain
 * names its own port (demo domains are bare host names on every port). Null when it is not a host name.
 */
export function collegeOrigin(domain: string): string | null {
  const host = domain.trim().toLowerCase();
  if (!HOST.test(host)) return null;
  const { protocol, port } = window.location;
  return `${protocol}//${host.includes(':') || !port ? host : `${host}:${port}`}`;
}
