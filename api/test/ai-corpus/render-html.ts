import type { TrueResume } from './truth';
import { DEGREE_WORDS, headings, writeRange } from './written';

/** The resume as an HTML page in its layout, for Chromium to print to PDF (bench/resume-parse.mjs). */

const esc = (s: string) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');

const CSS = `body{font-family:"Noto Sans CJK SC",sans-serif;font-size:10.5pt;margin:0;color:#222}
h1{font-size:20pt;margin:0 0 4pt} h2{font-size:12.5pt;border-bottom:1px solid #999;margin:12pt 0 5pt}
p{margin:2pt 0} .row{display:flex;justify-content:space-between;font-weight:bold}
table{border-collapse:collapse;width:100%} td,th{border:1px solid #bbb;padding:3pt;text-align:left;vertical-align:top}
.photo{float:right;width:70pt;height:90pt;border:1px solid #ccc}`;

// a drawn head and shoulders: the photo box of the template, no file needed
const PHOTO = '<svg class="photo" viewBox="0 0 70 90"><rect width="70" height="90" fill="#e8eef7"/><circle cx="35" cy="32" r="16" fill="#9fb3d1"/><path d="M8 90c2-22 16-32 27-32s25 10 27 32z" fill="#9fb3d1"/></svg>';

function entries(r: TrueResume, tableRows: boolean): string {
  const h = headings(r.style.english);
  const d = r.style.dates;
  const row = (title: string, when: string, body: string[]) =>
    tableRows
      ? `<tr><td style="width:30%">${esc(when)}</td><td><b>${esc(title)}</b>${body.map((b) => `<p>${esc(b)}</p>`).join('')}</td></tr>`
      : `<div class="row"><span>${esc(title)}</span><span>${esc(when)}</span></div>${body.map((b) => `<p>${esc(b)}</p>`).join('')}`;
  const wrap = (rows: string) => (tableRows ? `<table>${rows}</table>` : rows);
  let html = `<h2>${h.education}</h2>${wrap(r.education.map((e) => row(`${e.school} | ${e.major} | ${DEGREE_WORDS[e.degree]}`, writeRange(e.start_date, e.end_date, d), e.description ? [e.description] : [])).join(''))}`;
  html += `<h2>${h.work}</h2>${wrap(r.work.map((w) => row(`${w.company} | ${w.position}`, writeRange(w.start_date, w.end_date, d), w.description.split('\n').map((l) => `• ${l}`))).join(''))}`;
  if (r.project.length) html += `<h2>${h.project}</h2>${wrap(r.project.map((p) => row(`${p.name} | ${p.role}`, writeRange(p.start_date, p.end_date, d), [`• ${p.description}`])).join(''))}`;
  return html;
}

function extras(r: TrueResume): string {
  const h = headings(r.style.english);
  let html = `<h2>${h.skills}</h2><p>${esc(r.other.skills.join('、'))}</p><h2>${h.certificates}</h2><p>${esc(r.other.certificates.join('、'))}</p>`;
  if (r.other.awards.length) html += `<h2>${h.awards}</h2><p>${esc(r.other.awards.join('、'))}</p>`;
  return html;
}

export function resumeHtml(r: TrueResume): string {
  const h = headings(r.style.english);
  const contact = `<p>${h.phone}：${r.basic.phone}&#12288;${h.email}：${r.basic.email}</p>`;
  const intention = `<p>${h.intention}：${esc(r.work[0]?.position.replace('实习生', '') ?? '管培生')}&#12288;${r.basic.city}</p>`;
  let body: string;
  switch (r.style.layout) {
    case 'sidebar':
      body = `<div style="display:flex;min-height:100vh"><aside style="width:30%;background:#eef3fb;padding:26pt 12pt"><p>${r.basic.phone}</p><p>${r.basic.email}</p><p>${r.basic.city}</p>${extras(r)}</aside><main style="width:70%;padding:26pt 18pt"><h1>${esc(r.basic.name)}</h1>${intention}${entries(r, false)}</main></div>`;
      break;
    case 'table':
      body = `<div style="padding:32pt"><h1>${esc(r.basic.name)}</h1>${contact}${intention}${entries(r, true)}${extras(r)}</div>`;
      break;
    case 'photo-corner':
      body = `<div style="padding:32pt">${PHOTO}<h1>${esc(r.basic.name)}</h1>${contact}${intention}<div style="clear:both"></div>${entries(r, false)}${extras(r)}</div>`;
      break;
    default:
      body = `<div style="padding:32pt"><h1>${esc(r.basic.name)}</h1>${contact}${intention}${entries(r, false)}${extras(r)}</div>`;
  }
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>${CSS}</style></head><body>${body}</body></html>`;
}
