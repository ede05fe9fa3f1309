import { PAGE_TEXT } from '../errors/codes';
import { escapeHtml, simplePage } from '../lib/html';

/** What `/` shows until `npm run build` has produced index.html. */
export function notBuiltPage(): string {
  return simplePage(PAGE_TEXT.notBuiltTitle, `<p>${escapeHtml(PAGE_TEXT.notBuiltBody)}</p><p><code>npm run build</code></p>`);
}
