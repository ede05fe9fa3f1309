// One-column pages printed by Chromium with what trips a parser: an icon before every heading (a glyph no font
// has prints as U+0000), headings the engine does not know (学术成果, 会议) between known ones, an award dated
// like an entry inside education, a sidebar whose contact lines have no heading, a timeline of stacked months.
import type { TrueResume } from '../truth';
import { entryRows, headings, resumeLines, writeMonth } from '../written';
import { type CorpusFamily, esc, headingSet, linesHtml, page, sectionsOf } from './family';

const ICONS = ['\ue601', '\ue602', '\ue603', '\ue604', '\ue605', '\ue606', '\ue607'];

export const htmlIcons: CorpusFamily = {
  id: 'html-icons',
  render: (r) => {
    let n = 0;
    const html = linesHtml(r, resumeLines(r), (l) => `<h2><span style="color:#2a6ebb">${ICONS[n++ % ICONS.length]}</span> ${esc(l)}</h2>`);
    return { make: 'html', html: page('', html) };
  },
};

/** The lines with an unknown section after education and another before the skills. */
export function withUnknownSections(r: TrueResume): string[] {
  const h = headings(r);
  const en = r.style.english;
  const out: string[] = [];
  for (const line of resumeLines(r)) {
    if (line === h.work) out.push(en ? 'Publications' : '学术成果', en ? '2023.03 A Study of Campus Data, first author' : '2023.03 《校园数据分析方法研究》 第一作者');
    if (line === h.skills) out.push(en ? 'Conferences' : '会议', en ? '2022.10 National Student Forum, talk' : '2022.10 全国大学生学术论坛 口头报告');
    out.push(line);
  }
  return out;
}

export const htmlUnknownHeadings: CorpusFamily = {
  id: 'html-unknown-headings',
  render: (r) => {
    const extra = new Set(['学术成果', '会议', 'Publications', 'Conferences']);
    const html = withUnknownSections(r).map((l) => (headingSet(r).has(l) || extra.has(l) ? `<h2>${esc(l)}</h2>` : `<p>${esc(l)}</p>`)).join('');
    return { make: 'html', html: page('', html) };
  },
};

/** The award line written under the last education entry. */
export const AWARD_LINE = '2022-2023学年获校级三好学生';

export function withAwardInEducation(r: TrueResume): string[] {
  const h = headings(r);
  return resumeLines(r).flatMap((line) => (line === h.work && !r.style.english ? [AWARD_LINE, line] : [line]));
}

export const htmlAwardInEducation: CorpusFamily = {
  id: 'html-award-in-education',
  render: (r) => ({ make: 'html', html: page('', linesHtml(r, withAwardInEducation(r))) }),
};

export const htmlSidebarContacts: CorpusFamily = {
  id: 'html-sidebar-contacts',
  render: (r) => {
    const { head, sections } = sectionsOf(r);
    const h = headings(r);
    const sideKeys = new Set([h.skills, h.certificates, h.awards]);
    // the head without its contact line (the sidebar holds phone and e-mail): the name, a title, the intention
    const main = [...head.filter((l) => !l.includes(r.basic.email)), ...sections.filter((s) => !sideKeys.has(s.heading)).flatMap((s) => [s.heading, ...s.lines])];
    const side = [r.basic.phone, r.basic.email, r.basic.city, ...sections.filter((s) => sideKeys.has(s.heading)).flatMap((s) => [s.heading, ...s.lines])];
    const css = '.wrap{display:flex;gap:18pt}.main{flex:1}.side{width:150pt;background:#eef3f9;padding:8pt}';
    return { make: 'html', html: page(css, `<div class="wrap"><div class="main">${linesHtml(r, main)}</div><div class="side">${linesHtml(r, side)}</div></div>`) };
  },
};

export const htmlTimeline: CorpusFamily = {
  id: 'html-timeline',
  render: (r) => {
    const h = headings(r);
    const rows = entryRows(r);
    const month = (m: string) => (m ? writeMonth(m, 'dot') : r.style.english ? 'Present' : '至今');
    const item = (start: string, end: string, parts: string[], body: string[]) =>
      `<div class="it"><div class="when"><p>${start ? month(start) : ''}</p><p>${start ? month(end) : ''}</p></div><div class="what"><p><b>${esc(parts.join(' '))}</b></p>${body.map((b) => `<p>${esc(b)}</p>`).join('')}</div></div>`;
    const { head, sections } = sectionsOf(r);
    const rest = sections.filter((s) => ![h.education, h.work, h.project].includes(s.heading));
    const html = [
      head.map((l) => `<p>${esc(l)}</p>`).join(''),
      `<h2>${esc(h.education)}</h2>`, ...r.education.map((e, i) => item(e.start_date, e.end_date, rows.education[i]!.parts, rows.education[i]!.body)),
      `<h2>${esc(h.work)}</h2>`, ...r.work.map((w, i) => item(w.start_date, w.end_date, rows.work[i]!.parts, rows.work[i]!.body)),
      ...(r.project.length ? [`<h2>${esc(h.project)}</h2>`, ...r.project.map((p, i) => item(p.start_date, p.end_date, rows.project[i]!.parts, rows.project[i]!.body))] : []),
      ...rest.map((s) => `<h2>${esc(s.heading)}</h2>${s.lines.map((l) => `<p>${esc(l)}</p>`).join('')}`),
    ].join('');
    return { make: 'html', html: page('.it{display:flex;gap:14pt;margin:5pt 0}.when{width:52pt;color:#555;border-right:2px solid #2a6ebb}.what{flex:1}', html) };
  },
};
