/** The href of a hash route: '/job?id=1' -> '#/job?id=1'. */
export function hashHref(path: string): string {
  return `#${path}`;
}

/** Opens a hash route of this site in a new tab (the avatar menu's entries, spec §2). */
export function openInNewTab(path: string): void {
  window.open(hashHref(path), '_blank');
}

/** Whether a menu target (path with optional query) names the current path; /subApp/x also matches /x. */
export function targetMatches(target: string, path: string): boolean {
  const pathname = target.split('?')[0] ?? target;
  const bare = pathname.replace(/^\/subApp(?=\/)/, '');
  return path === pathname || path === bare;
}
