const HTML_ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

/** Escapes text for HTML element content and quoted attribute values. */
export function escapeHtml(value: string | number): string {
  return String(value).replace(/[&<>"']/g, (c) => HTML_ESCAPES[c] ?? c);
}

/**
 * JSON safe to place inside a <script> element: `<`, `>` and `&` cannot close the element or open a comment,
 * and U+2028/U+2029 cannot break older parsers.
 */
export function jsonForScript(value: unknown): string {
  return scriptSafeJson(JSON.stringify(value));
}

/** Escapes JSON text for a script element: no `</script>` or `<!--`, no line separators that end a JS string. */
export function scriptSafeJson(json: string): string {
  return json
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

/** The site icon (root-config/public/static), linked by every page so no browser asks for /favicon.ico. */
export const FAVICON_PATH = '/static/favicon.svg';
export const FAVICON_LINK = `<link rel="icon" href="${FAVICON_PATH}" type="image/svg+xml">`;

export function simplePage(title: string, bodyHtml: string): string {
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
${FAVICON_LINK}
<title>${escapeHtml(title)}</title>
<style>
body{margin:0;font-family:"PingFang SC","Microsoft YaHei","Noto Sans CJK SC",sans-serif;background:#f4f6fb;color:#1f2937}
main{max-width:640px;margin:64px auto;padding:32px 36px;background:#fff;border-radius:12px;box-shadow:0 4px 24px rgba(15,23,42,.08)}
h1{margin:0 0 16px;font-size:22px;color:#1d4ed8}
p{line-height:1.7;margin:8px 0}
dl{display:grid;grid-template-columns:max-content 1fr;gap:8px 16px;margin:20px 0}
dt{color:#6b7280}dd{margin:0;font-weight:600}
a{color:#1d4ed8}
.note{padding:12px 14px;background:#eff6ff;border-radius:8px;color:#1e3a8a}
.warn{color:#b45309}
.primary{display:inline-block;padding:8px 20px;border-radius:6px;background:#1d4ed8;color:#fff;text-decoration:none}
button{margin-top:16px;padding:8px 20px;border:0;border-radius:6px;background:#1d4ed8;color:#fff;font-size:15px;cursor:pointer}
code{background:#f1f5f9;padding:2px 6px;border-radius:4px}
</style>
</head>
<body>
<main>
<h1>${escapeHtml(title)}</h1>
${bodyHtml}
</main>
</body>
</html>
`;
}
