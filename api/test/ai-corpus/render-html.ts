import type { TrueResume } from './truth';
import { type EntryRow, entryRows, headLines, headings, labelledLines, writePhone } from './written';

/** The resume as an HTML page in its layout, for Chromium to print to PDF (bench/resume-parse.mjs). */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const CSS = `body{font-family:"Noto Sans CJK SC",sans-serif;font-size:10.5pt;margin:0;color:#222}
h1{font-size:20pt;margin:0 0 4pt} h2{font-size:12.5pt;border-bottom:1px solid #999;margin:12pt 0 5pt}
p{margin:2pt 0} .row{display:flex;justify-content:space-between;font-weight:bold}
.when{display:inline-block;width:11em;font-weight:normal}
table{border-collapse:collapse;width:100%} td,th{border:1px solid #bbb;padding:3pt;text-align:left;vertical-align:top}
.photo{float:right;width:70pt;height:90pt;border:1px solid #ccc}`;

// a drawn head and shoulders: the photo box of the template, no file needed
const PHOTO = '<svg class="photo" viewBox="0 0 70 90"><rect width="70" height="90" fill="#e8eef7"/><circle cx="35" cy="32" r="16" fill="#9fb3d1"/><path d="M8 90c2-22 16-32 27-32s25 10 27 32z" fill="#9fb3d1"/></svg>';

const paragraphs = (lines: string[]) => lines.map((b) => `<p>${esc(b)}</p>`).join('');

/** An entry in the resume's entry form: in a table the dates always take the first cell. */
function entry(r: TrueResume, row: EntryRow, tableRows: boolean): string {
  // two spaces between parts show as a wide gap, as a template's spacing does
  const join = (parts: string[]) => esc(parts.join(r.style.separator)).replace(/ {2}/g, '&#12288;');
  const title = join(row.parts);
  const stacked = r.style.entry === 'stacked';
  const head = stacked ? `<b>${esc(row.parts[0]!)}</b><p>${join(row.parts.slice(1))}</p>` : `<b>${title}</b>`;
  const labelled = r.style.entry === 'labelled';
  // in a table the dates keep their cell; the fields fill the next one
  if (tableRows) return `<tr><td style="width:30%">${esc(row.when)}</td><td>${labelled ? paragraphs(labelledLines(r, row).slice(0, -1)) : head}${paragraphs(row.body)}</td></tr>`;
  if (labelled) return paragraphs(labelledLines(r, row)) + paragraphs(row.body);
  if (!row.when) return `<p><b>${title}</b></p>${paragraphs(row.body)}`;
  if (stacked) return `<div class="row"><span>${esc(row.parts[0]!)}</span><span>${esc(row.when)}</span></div><p>${join(row.parts.slice(1))}</p>${paragraphs(row.body)}`;
  if (r.style.entry === 'dates-first') return `<div><span class="when">${esc(row.when)}</span><b>${title}</b></div>${paragraphs(row.body)}`;
  if (r.style.entry === 'dates-below') return `<p><b>${title}</b></p><p>${esc(row.when)}</p>${paragraphs(row.body)}`;
  return `<div class="row"><span>${title}</span><span>${esc(row.when)}</span></div>${paragraphs(row.body)}`;
}

function entries(r: TrueResume, tableRows: boolean): string {
  const h = headings(r);
  const rows = entryRows(r);
  const section = (heading: string, list: EntryRow[]) => {
    if (list.length === 0) return '';
    const html = list.map((row) => entry(r, row, tableRows)).join('');
    return `<h2>${esc(heading)}</h2>${tableRows ? `<table>${html}</table>` : html}`;
  };
  return section(h.education, rows.education) + section(h.work, rows.work) + section(h.project, rows.project);
}

function extras(r: TrueResume): string {
  const h = headings(r);
  let html = `<h2>${esc(h.skills)}</h2><p>${esc(r.other.skills.join('、'))}</p><h2>${esc(h.certificates)}</h2><p>${esc(r.other.certificates.join('、'))}</p>`;
  if (r.other.awards.length) html += `<h2>${esc(h.awards)}</h2><p>${esc(r.other.awards.join('、'))}</p>`;
  return html;
}

/** The title (the name, or 个人简历 over a labelled name), then contact and intention lines (spaces as wide gaps). */
function head(r: TrueResume, withContact: boolean): string {
  const lines = headLines(r).map((l) => esc(l).replace(/ {2}/g, '&#12288;'));
  const [title, ...rest] = lines;
  const shown = withContact ? rest : rest.filter((_, i) => i !== rest.length - 2);
  return `<h1>${title}</h1>${shown.map((l) => `<p>${l}</p>`).join('')}`;
}

/** The self-evaluation section, where the resume puts it (first: under the contact lines; else last). */
function self(r: TrueResume, first: boolean): string {
  return r.other.self_evaluation && r.style.selfFirst === first ? `<h2>${esc(headings(r).self)}</h2><p>${esc(r.other.self_evaluation)}</p>` : '';
}

export function resumeHtml(r: TrueResume): string {
  const aside = `<aside style="width:30%;background:#eef3fb;padding:26pt 12pt"><p>${esc(writePhone(r.basic.phone, r.style.phone))}</p><p>${r.basic.email}</p><p>${r.basic.city}</p>${extras(r)}</aside>`;
  const main = `<main style="width:70%;padding:26pt 18pt">${head(r, false)}${self(r, true)}${entries(r, false)}${self(r, false)}</main>`;
  let body: string;
  switch (r.style.layout) {
    case 'sidebar':
      body = `<div style="display:flex;min-height:100vh">${aside}${main}</div>`;
      break;
    case 'sidebar-right':
      body = `<div style="display:flex;min-height:100vh">${main}${aside}</div>`;
      break;
    case 'table':
      body = `<div style="padding:32pt">${head(r, true)}${self(r, true)}${entries(r, true)}${extras(r)}${self(r, false)}</div>`;
      break;
    case 'photo-corner':
      body = `<div style="padding:32pt">${PHOTO}${head(r, true)}<div style="clear:both"></div>${self(r, true)}${entries(r, false)}${extras(r)}${self(r, false)}</div>`;
      break;
    default:
      body = `<div style="padding:32pt">${head(r, true)}${self(r, true)}${entries(r, false)}${extras(r)}${self(r, false)}</div>`;
  }
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>${CSS}</style></head><body>${body}</body></html>`;
}

/** Chromium's print options for the resume: A4, and a page-number footer ("1/2") when its style has one. */
export function pdfOptions(r: TrueResume) {
  const footer = '<div style="font-size:9px;width:100%;text-align:center"><span class="pageNumber"></span>/<span class="totalPages"></span></div>';
  return r.style.pageNumbers
    ? { format: 'A4', printBackground: true, displayHeaderFooter: true, headerTemplate: '<span></span>', footerTemplate: footer, margin: { top: '0', bottom: '36px' } }
    : { format: 'A4', printBackground: true };
}
