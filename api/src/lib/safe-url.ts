/** Our own path (`/static/…`) or an http(s) URL; '' for anything else (javascript:, data:, //host). */
export function safeUrl(url: string): string {
  const u = url.trim();
  return /^\/(?!\/)/.test(u) || /^https?:\/\/[^\s]/i.test(u) ? u : '';
}
