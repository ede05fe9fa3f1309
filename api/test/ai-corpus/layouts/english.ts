// An English-only resume printed from HTML: a capitalised name, "B.Eng. in Computer Science", companies and
// positions in English, dates as "Jun 2023 - Aug 2023".
import { type LayoutFamily, h, htmlPage, ps } from './family';

const html = () =>
  htmlPage(
    '.name{font-size:20pt;font-weight:bold}.row{display:flex;justify-content:space-between;font-weight:bold}',
    `<p class="name">Michael Zhang</p>${ps(['Phone: +86 137 2468 1357 | Email: michael.zhang@example.com | Shanghai'])}
${h('EDUCATION')}<div class="row"><span>Fudan University</span><span>Sep 2020 - Jun 2024</span></div>${ps(['B.Eng. in Computer Science', 'GPA: 3.7/4.0'])}
${h('EXPERIENCE')}<div class="row"><span>Shanghai Pudong Development Bank</span><span>Jun 2023 - Aug 2023</span></div>${ps(['Data Analyst Intern', '• Built a dashboard in Python that cut weekly reporting time by 40%.'])}
<div class="row"><span>Bilibili Inc.</span><span>Jan 2023 - Mar 2023</span></div>${ps(['Backend Developer Intern', '• Wrote Go services for the comment system serving 2 million users.'])}
${h('PROJECTS')}<div class="row"><span>Campus Course Planner | Team Leader</span><span>Mar 2022 - Dec 2022</span></div>${ps(['• Led a team of four to build a course planner used by 3,000 students.'])}
${h('SKILLS')}${ps(['Python, Go, SQL, Docker'])}
${h('LANGUAGES')}${ps(['English (CET-6, IELTS 7.5), Mandarin (native)'])}`,
  );

export const english: LayoutFamily = {
  id: 'english',
  kind: 'English only',
  files: [{ name: 'english.pdf', make: 'html', html }],
  expected: {
    basic: { name: 'Michael Zhang', phone: '13724681357', email: 'michael.zhang@example.com', school: 'Fudan University', major: 'Computer Science', degree: 2, graduation_year: 2024 },
    education: [{ school: 'Fudan University', major: 'Computer Science', degree: 2, start_date: '2020-09', end_date: '2024-06' }],
    work: [
      { kind: 1, company: 'Shanghai Pudong Development Bank', position: 'Data Analyst Intern', start_date: '2023-06', end_date: '2023-08' },
      { kind: 1, company: 'Bilibili Inc.', position: 'Backend Developer Intern', start_date: '2023-01', end_date: '2023-03' },
    ],
    project: [{ name: 'Campus Course Planner', role: 'Team Leader', start_date: '2022-03', end_date: '2022-12' }],
    descriptions: { 'work.0': 'Built a dashboard in Python that cut weekly reporting time by 40%.' },
    other: { skills: ['Python, Go, SQL, Docker'], languages: ['English (CET-6, IELTS 7.5), Mandarin (native)'] },
    unsure: [],
    low_confidence: 0,
  },
};
