/** Whether a menu target (path with optional query) names the current path; /subApp/x also matches /x. */
export function targetMatches(target: string, path: string): boolean {
  const pathname = target.split('?')[0] ?? target;
  const bare = pathname.replace(/^\/subApp(?=\/)/, '');
  return path === pathname || path === bare;
}
