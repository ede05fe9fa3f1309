import { FIGURES, type FigureName } from './media-files';

/** A section of an article: an h2 with paragraphs, a numbered or bulleted list, and h3 subsections. */
export type ArticleSection = {
  heading: string;
  paragraphs?: string[];
  ordered?: string[];
  bullets?: string[];
  subsections?: { heading: string; paragraphs?: string[]; bullets?: string[] }[];
};

export type ArticleTable = { caption: string; head: string[]; rows: string[][] };

/** A link of the "相关链接" list: https on example domains, or one of our own pages ('#/subApp/jobRecommend'). */
export type ArticleLink = { text: string; href: string };

/** What an article's body is made of; articleBody() renders it as the HTML the sanitiser keeps. */
export type ArticleBodySpec = {
  lead: string;
  sections: ArticleSection[];
  table: ArticleTable;
  figure: FigureName;
  links: ArticleLink[];
  /** extra markup at the end, as an author might paste it (the demo of the sanitiser) */
  pasted?: string;
};

const esc = (s: string): string => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

function list(tag: 'ol' | 'ul', items: string[] | undefined): string {
  return items && items.length > 0 ? `<${tag}>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</${tag}>` : '';
}

const paragraphs = (items: string[] | undefined): string => (items ?? []).map((p) => `<p>${esc(p)}</p>`).join('');

function section(s: ArticleSection): string {
  const subs = (s.subsections ?? []).map((sub) => `<h3>${esc(sub.heading)}</h3>${paragraphs(sub.paragraphs)}${list('ul', sub.bullets)}`).join('');
  return `<h2>${esc(s.heading)}</h2>${paragraphs(s.paragraphs)}${list('ol', s.ordered)}${list('ul', s.bullets)}${subs}`;
}

function figure(name: FigureName): string {
  const f = FIGURES[name];
  return `<figure><img src="${f.url}" alt="${esc(f.alt)}" width="${f.width}" height="${f.height}"><figcaption>${esc(f.caption)}</figcaption></figure>`;
}

function table(t: ArticleTable): string {
  const head = `<thead><tr>${t.head.map((h) => `<th scope="col">${esc(h)}</th>`).join('')}</tr></thead>`;
  const body = `<tbody>${t.rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</tbody>`;
  return `<table><caption>${esc(t.caption)}</caption>${head}${body}</table>`;
}

function links(items: ArticleLink[]): string {
  const li = items.map((l) => `<li><a href="${esc(l.href)}">${esc(l.text)}</a></li>`).join('');
  return `<h3>相关链接</h3><ul>${li}</ul>`;
}

/**
 * An article's HTML: the lead, the sections with the figure after the first and the table after the second,
 * then the links. Every body so has h2 and h3 headings, paragraphs, an image, a table, lists and a link.
 */
export function articleBody(spec: ArticleBodySpec): string {
  const parts = spec.sections.map(section);
  parts.splice(1, 0, figure(spec.figure));
  parts.splice(Math.min(3, parts.length), 0, table(spec.table));
  return `<p>${esc(spec.lead)}</p>${parts.join('')}${links(spec.links)}${spec.pasted ?? ''}`;
}
