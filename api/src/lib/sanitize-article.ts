import sanitizeHtml from 'sanitize-html';

/** Video players an article may embed (https only); any other iframe is removed. The CSP's frame-src lists the same hosts. */
export const ARTICLE_IFRAME_HOSTS = ['player.bilibili.com', 'v.qq.com', 'player.youku.com'] as const;

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [
    ...['h2', 'h3', 'h4', 'h5', 'h6', 'p', 'br', 'hr', 'blockquote', 'pre', 'code', 'span', 'div', 'section', 'figure', 'figcaption'],
    ...['strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark', 'small', 'a', 'img', 'ul', 'ol', 'li', 'dl', 'dt', 'dd'],
    ...['table', 'caption', 'thead', 'tbody', 'tfoot', 'tr', 'th', 'td', 'colgroup', 'col', 'iframe'],
  ],
  allowedAttributes: {
    a: ['href', 'title', 'target', 'rel'],
    img: ['src', 'alt', 'title', 'width', 'height', 'loading'],
    th: ['colspan', 'rowspan', 'scope'],
    td: ['colspan', 'rowspan'],
    col: ['span'],
    ol: ['start'],
    iframe: ['src', 'width', 'height', 'title', 'allowfullscreen'],
  },
  // no data:, javascript: or other schemes; relative URLs (our own files) stay
  allowedSchemes: ['http', 'https', 'mailto', 'tel'],
  allowedSchemesByTag: { img: ['http', 'https'], iframe: ['https'] },
  allowProtocolRelative: false,
  allowedIframeHostnames: [...ARTICLE_IFRAME_HOSTS],
  allowIframeRelativeUrls: false,
  // a script's or style's text is dropped with it, not shown as text
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'title'],
  transformTags: {
    // links leave in a new tab without handing over this page; h1 is the page's own title
    a: (tagName, attribs) => ({ tagName, attribs: { ...attribs, ...(attribs.href && /^https?:/i.test(attribs.href) ? { target: '_blank', rel: 'noopener noreferrer' } : {}) } }),
    h1: 'h2',
    img: (tagName, attribs) => ({ tagName, attribs: { ...attribs, loading: 'lazy' } }),
  },
  // an iframe whose address was not allowed has lost its src: drop it whole, not as an empty frame
  exclusiveFilter: (frame) => frame.tag === 'iframe' && !frame.attribs.src,
};

/**
 * Article HTML as the pages may show it: only content tags and attributes, no scripts, event handlers,
 * styles, forms, or data:/javascript: addresses, and iframes only from ARTICLE_IFRAME_HOSTS. Applied when an
 * article is stored and again when it is sent, so rows written by older code or by hand are safe too.
 */
export function sanitizeArticleHtml(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}
