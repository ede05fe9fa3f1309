// Draws the content area's demo images as SVG, once: article covers, figures used inside article bodies, and
// the "about this job fair" images. The results are committed under root-config/public/static/content/
// {cover,figure,fair}/ and this script is NOT run at install, build or test time.
//
//   node scripts/media/make-demo-images.mjs
//
// Like the home images (root-config/public/static/home/**), they are plain SVG with system CJK fonts, no
// external references, a role="img" and an aria-label.
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'root-config/public/static/content');
const FONT = 'PingFang SC, Microsoft YaHei, Noto Sans CJK SC, sans-serif';

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const text = (x, y, s, { size = 24, weight = 400, fill = '#fff', anchor = 'start', opacity = 1 } = {}) =>
  `<text x="${x}" y="${y}" font-family="${FONT}" font-size="${size}" font-weight="${weight}" fill="${fill}" text-anchor="${anchor}" opacity="${opacity}">${esc(s)}</text>`;
const svg = (w, h, label, body) =>
  `<svg xmlns="http://www.w3.org/2000/svg" width="${w}" height="${h}" viewBox="0 0 ${w} ${h}" role="img" aria-label="${esc(label)}">${body}</svg>\n`;
const gradient = (id, a, b) => `<linearGradient id="${id}" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${a}"/><stop offset="1" stop-color="${b}"/></linearGradient>`;

function write(folder, name, content) {
  mkdirSync(path.join(OUT, folder), { recursive: true });
  writeFileSync(path.join(OUT, folder, name), content);
}

/** Icons drawn in a 120x120 box at the cover's right, white on the gradient. */
const ICONS = {
  document: '<rect x="20" y="8" width="80" height="104" rx="8" fill="#fff" opacity=".9"/><rect x="34" y="30" width="52" height="6" rx="3" fill="COLOR"/><rect x="34" y="48" width="52" height="6" rx="3" fill="COLOR" opacity=".5"/><rect x="34" y="64" width="40" height="6" rx="3" fill="COLOR" opacity=".5"/><circle cx="84" cy="94" r="16" fill="COLOR"/><path d="M76 94 l6 6 l10 -12" stroke="#fff" stroke-width="4" fill="none"/>',
  resume: '<rect x="22" y="6" width="76" height="108" rx="8" fill="#fff" opacity=".92"/><circle cx="44" cy="32" r="12" fill="COLOR" opacity=".7"/><rect x="62" y="24" width="28" height="6" rx="3" fill="COLOR"/><rect x="62" y="36" width="20" height="5" rx="2.5" fill="COLOR" opacity=".5"/><rect x="32" y="58" width="56" height="5" rx="2.5" fill="COLOR" opacity=".6"/><rect x="32" y="70" width="56" height="5" rx="2.5" fill="COLOR" opacity=".4"/><rect x="32" y="82" width="44" height="5" rx="2.5" fill="COLOR" opacity=".4"/><rect x="32" y="94" width="50" height="5" rx="2.5" fill="COLOR" opacity=".4"/>',
  chat: '<rect x="6" y="14" width="74" height="50" rx="14" fill="#fff" opacity=".92"/><path d="M24 62 l-6 16 l20 -14z" fill="#fff" opacity=".92"/><rect x="42" y="56" width="72" height="46" rx="14" fill="#fff" opacity=".6"/><path d="M96 100 l8 14 l-20 -12z" fill="#fff" opacity=".6"/><circle cx="28" cy="39" r="5" fill="COLOR"/><circle cx="43" cy="39" r="5" fill="COLOR"/><circle cx="58" cy="39" r="5" fill="COLOR"/>',
  mountain: '<circle cx="88" cy="26" r="14" fill="#fff" opacity=".85"/><path d="M0 110 L40 44 L64 80 L82 58 L120 110z" fill="#fff" opacity=".9"/><path d="M40 44 L50 60 L44 58 L36 64z" fill="COLOR" opacity=".5"/>',
  village: '<path d="M14 62 L50 30 L86 62z" fill="#fff" opacity=".92"/><rect x="22" y="62" width="56" height="46" fill="#fff" opacity=".8"/><rect x="42" y="80" width="16" height="28" fill="COLOR"/><rect x="90" y="42" width="22" height="22" rx="4" fill="#fff"/><rect x="98" y="46" width="6" height="14" fill="COLOR"/><rect x="94" y="50" width="14" height="6" fill="COLOR"/>',
  star: '<circle cx="60" cy="60" r="52" fill="#fff" opacity=".18"/><path d="M60 14 L72 46 L106 47 L79 68 L89 101 L60 82 L31 101 L41 68 L14 47 L48 46z" fill="#fff" opacity=".95"/><path d="M60 36 L66 52 L83 52 L69 62 L74 79 L60 69 L46 79 L51 62 L37 52 L54 52z" fill="COLOR" opacity=".6"/>',
  cap: '<path d="M60 20 L116 44 L60 68 L4 44z" fill="#fff" opacity=".95"/><path d="M28 56 V82 C28 96 92 96 92 82 V56 L60 70z" fill="#fff" opacity=".75"/><rect x="104" y="44" width="4" height="38" fill="#fff"/><circle cx="106" cy="86" r="6" fill="#fff"/>',
  building: '<path d="M8 40 L60 12 L112 40z" fill="#fff" opacity=".95"/><rect x="14" y="40" width="92" height="8" fill="#fff"/><rect x="22" y="52" width="10" height="44" fill="#fff" opacity=".85"/><rect x="44" y="52" width="10" height="44" fill="#fff" opacity=".85"/><rect x="66" y="52" width="10" height="44" fill="#fff" opacity=".85"/><rect x="88" y="52" width="10" height="44" fill="#fff" opacity=".85"/><rect x="10" y="98" width="100" height="10" fill="#fff"/><circle cx="60" cy="28" r="6" fill="COLOR"/>',
  rocket: '<path d="M60 6 C84 24 88 58 78 86 H42 C32 58 36 24 60 6z" fill="#fff" opacity=".95"/><circle cx="60" cy="46" r="11" fill="COLOR"/><path d="M42 70 L24 92 L44 88z M78 70 L96 92 L76 88z" fill="#fff" opacity=".8"/><path d="M50 90 L60 116 L70 90z" fill="#ffd666"/>',
  booths: '<rect x="6" y="60" width="30" height="30" rx="3" fill="#fff" opacity=".9"/><rect x="45" y="60" width="30" height="30" rx="3" fill="#fff" opacity=".9"/><rect x="84" y="60" width="30" height="30" rx="3" fill="#fff" opacity=".9"/><path d="M2 62 h38 l-5 -12 h-28z M41 62 h38 l-5 -12 h-28z M80 62 h38 l-5 -12 h-28z" fill="#fff" opacity=".55"/><rect x="6" y="98" width="108" height="6" rx="3" fill="#fff" opacity=".5"/><circle cx="60" cy="24" r="14" fill="#fff" opacity=".85"/><path d="M54 24 l4 4 l8 -9" stroke="COLOR" stroke-width="3" fill="none"/>',
  shield: '<path d="M60 8 L104 24 V58 C104 86 84 104 60 114 C36 104 16 86 16 58 V24z" fill="#fff" opacity=".95"/><path d="M60 36 V70" stroke="COLOR" stroke-width="10" stroke-linecap="round"/><circle cx="60" cy="88" r="6" fill="COLOR"/>',
  chart: '<rect x="10" y="100" width="100" height="6" rx="3" fill="#fff"/><rect x="18" y="62" width="18" height="36" rx="3" fill="#fff" opacity=".7"/><rect x="46" y="40" width="18" height="58" rx="3" fill="#fff" opacity=".85"/><rect x="74" y="18" width="18" height="80" rx="3" fill="#fff"/><path d="M20 50 L52 28 L80 10" stroke="#fff" stroke-width="4" fill="none" opacity=".6"/>',
};

/** Cover designs: file name, gradient, label, English line, icon. Articles reuse them by topic. */
const COVERS = [
  ['policy', '#1456f0', '#5fa8ff', '就业政策解读', 'EMPLOYMENT POLICY', 'document'],
  ['resume', '#ed7b2f', '#ffb35c', '简历写作', 'RESUME WRITING', 'resume'],
  ['interview', '#7b61ff', '#b39dff', '面试技巧', 'INTERVIEW SKILLS', 'chat'],
  ['west', '#0f8a5f', '#6fd3a4', '西部计划', 'GO WEST', 'mountain'],
  ['grassroots', '#13a8a8', '#7fe0d6', '三支一扶', 'SERVING THE GRASSROOTS', 'village'],
  ['army', '#2e5e2e', '#6c9a4c', '征兵入伍', 'JOIN THE ARMY', 'star'],
  ['postgraduate', '#0e7490', '#5cc8e0', '考研升学', 'FURTHER STUDY', 'cap'],
  ['civil-service', '#b42318', '#f97066', '选调生与公务员', 'PUBLIC SERVICE', 'building'],
  ['startup', '#d97706', '#fcd34d', '创新创业', 'START-UP', 'rocket'],
  ['fair-guide', '#1d4ed8', '#60a5fa', '双选会指南', 'JOB FAIR GUIDE', 'booths'],
  ['safety', '#c2410c', '#fb923c', '求职安全', 'STAY SAFE', 'shield'],
  ['college', '#4338ca', '#818cf8', '学院就业动态', 'COLLEGE NEWS', 'chart'],
];

function cover([name, a, b, label, english, icon]) {
  const body =
    `<defs>${gradient('g', a, b)}</defs><rect width="640" height="360" fill="url(#g)"/>` +
    `<circle cx="560" cy="-20" r="150" fill="#fff" opacity=".08"/><circle cx="60" cy="380" r="120" fill="#fff" opacity=".07"/>` +
    `<rect x="48" y="64" width="64" height="8" rx="4" fill="#fff" opacity=".85"/>` +
    text(48, 150, label, { size: label.length > 5 ? 46 : 54, weight: 700 }) +
    text(50, 196, english, { size: 20, weight: 600, opacity: 0.78 }) +
    text(50, 306, '高校毕业生就业服务 · 求职指导', { size: 18, opacity: 0.85 }) +
    `<g transform="translate(440 120) scale(1.25)">${ICONS[icon].replaceAll('COLOR', a)}</g>`;
  write('cover', `${name}.svg`, svg(640, 360, label, body));
}

function arrow(x, y) {
  return `<path d="M${x} ${y} h22 m-8 -8 l8 8 l-8 8" stroke="#94a3b8" stroke-width="3" fill="none"/>`;
}

/** Figures inside article bodies: 720 wide, light, readable at half size. */
function figures() {
  const steps = ['网上报名', '资格审查', '笔试面试', '体检考察', '公示录用'];
  let flow = `<rect width="720" height="240" rx="16" fill="#f5f8ff"/>` + text(40, 52, '报名流程（以当年公告为准）', { size: 24, weight: 700, fill: '#1f2937' });
  steps.forEach((s, i) => {
    const x = 30 + i * 136;
    flow += `<rect x="${x}" y="96" width="108" height="84" rx="12" fill="${i === 0 ? '#1456f0' : '#fff'}" stroke="#1456f0" stroke-width="2"/>`;
    flow += text(x + 54, 128, `0${i + 1}`, { size: 18, weight: 700, fill: i === 0 ? '#fff' : '#1456f0', anchor: 'middle' });
    flow += text(x + 54, 160, s, { size: 19, weight: 600, fill: i === 0 ? '#fff' : '#1f2937', anchor: 'middle' });
    if (i < steps.length - 1) flow += arrow(x + 111, 138);
  });
  write('figure', 'apply-flow.svg', svg(720, 240, '报名流程：网上报名、资格审查、笔试面试、体检考察、公示录用', flow));

  const blocks = [
    ['基本信息', '姓名 · 电话 · 邮箱 · 求职意向', 70],
    ['教育背景', '学校 · 专业 · 成绩排名 · 主修课程', 70],
    ['实习与项目', '时间倒序 · 动作 + 结果 · 数据量化', 110],
    ['校园经历与获奖', '学生工作 · 竞赛 · 奖学金', 70],
    ['技能与证书', '语言 · 计算机 · 职业资格', 56],
  ];
  let resume = `<rect width="720" height="520" rx="16" fill="#fff7ed"/>` + text(40, 50, '一页纸简历的版面结构', { size: 24, weight: 700, fill: '#1f2937' });
  resume += `<rect x="40" y="76" width="320" height="420" rx="10" fill="#fff" stroke="#fdba74" stroke-width="2"/>`;
  let y = 92;
  for (const [title, hint, h] of blocks) {
    resume += `<rect x="56" y="${y}" width="288" height="${h - 10}" rx="6" fill="#ffedd5"/>` + text(70, y + 28, title, { size: 17, weight: 700, fill: '#9a3412' });
    resume += `<line x1="352" y1="${y + 22}" x2="384" y2="${y + 22}" stroke="#fdba74" stroke-width="2" stroke-dasharray="4 4"/>` + text(394, y + 28, hint, { size: 15, fill: '#374151' });
    y += h + 8;
  }
  write('figure', 'resume-layout.svg', svg(720, 520, '一页纸简历的版面结构：基本信息、教育背景、实习与项目、校园经历与获奖、技能与证书', resume));

  const star = [
    ['S', '情境 Situation', '当时的背景和挑战', '#7b61ff'],
    ['T', '任务 Task', '你承担的目标和职责', '#1677ff'],
    ['A', '行动 Action', '你具体做了什么、怎么做', '#00a870'],
    ['R', '结果 Result', '可量化的成果与反思', '#ed7b2f'],
  ];
  let method = `<rect width="720" height="360" rx="16" fill="#f5f3ff"/>` + text(40, 50, 'STAR 法则：把经历讲成故事', { size: 24, weight: 700, fill: '#1f2937' });
  star.forEach(([letter, title, hint, color], i) => {
    const x = 40 + (i % 2) * 330;
    const top = 80 + Math.floor(i / 2) * 136;
    method += `<rect x="${x}" y="${top}" width="310" height="120" rx="14" fill="#fff" stroke="${color}" stroke-width="2"/>`;
    method += `<circle cx="${x + 50}" cy="${top + 60}" r="30" fill="${color}"/>` + text(x + 50, top + 71, letter, { size: 30, weight: 700, anchor: 'middle' });
    method += text(x + 96, top + 52, title, { size: 19, weight: 700, fill: '#1f2937' }) + text(x + 96, top + 84, hint, { size: 16, fill: '#4b5563' });
  });
  write('figure', 'star-method.svg', svg(720, 360, 'STAR 法则：情境、任务、行动、结果', method));

  const months = [
    ['7-8月', '提前批', '#94a3b8'],
    ['9-11月', '秋季校招', '#1456f0'],
    ['12月', '考研初试', '#0e7490'],
    ['1-2月', '寒假实习', '#94a3b8'],
    ['3-5月', '春季校招', '#00a870'],
    ['6月', '离校报到', '#ed7b2f'],
  ];
  let line = `<rect width="720" height="220" rx="16" fill="#f8fafc"/>` + text(40, 50, '应届生求职时间轴', { size: 24, weight: 700, fill: '#1f2937' });
  line += `<rect x="50" y="118" width="620" height="6" rx="3" fill="#cbd5e1"/>`;
  months.forEach(([when, what, color], i) => {
    const x = 70 + i * 116;
    line += `<circle cx="${x}" cy="121" r="12" fill="${color}"/>` + text(x, 100, when, { size: 16, weight: 700, fill: '#1f2937', anchor: 'middle' });
    line += text(x, 160, what, { size: 17, fill: color === '#94a3b8' ? '#475569' : color, weight: 600, anchor: 'middle' });
  });
  write('figure', 'job-timeline.svg', svg(720, 220, '应届生求职时间轴：提前批、秋季校招、考研初试、寒假实习、春季校招、离校报到', line));

  let route = `<rect width="720" height="320" rx="16" fill="#eff6ff"/>` + text(40, 50, '逛展路线示意', { size: 24, weight: 700, fill: '#1f2937' });
  for (let r = 0; r < 2; r += 1) {
    for (let c = 0; c < 10; c += 1) {
      const mark = (r === 0 && (c === 2 || c === 7)) || (r === 1 && c === 4);
      route += `<rect x="${70 + c * 58}" y="${96 + r * 110}" width="50" height="50" rx="4" fill="${mark ? '#1456f0' : '#fff'}" stroke="#93c5fd"/>`;
    }
  }
  route += `<path d="M40 176 H300 V186 H600 V176 H680" stroke="#ed7b2f" stroke-width="4" fill="none" stroke-dasharray="10 6"/>`;
  route += text(40, 296, '入口', { size: 16, weight: 700, fill: '#ed7b2f' }) + text(680, 296, '出口', { size: 16, weight: 700, fill: '#ed7b2f', anchor: 'end' });
  route += `<rect x="470" y="278" width="16" height="16" rx="3" fill="#1456f0"/>` + text(494, 292, '目标企业展位', { size: 15, fill: '#1f2937' });
  write('figure', 'fair-route.svg', svg(720, 320, '逛展路线示意：从入口出发，沿主通道先看标出的目标企业展位', route));
}

/** "About this job fair" images: tall posters with the fair's essentials (no dates: the seed sets those). */
function fairImages() {
  const posters = [
    ['about-spring.svg', '#123a8f', '#3f87f5', '春季大型双选会', '临江大学2026届毕业生', ['规模：300个展位 · 两大展馆', '对象：2026届毕业生及往届未就业毕业生', '携带：个人简历、成绩单、就业推荐表', '入场：报名后凭入场二维码签到'], '扫码报名 · 现场投递 · 当天可签约'],
    ['about-offline.svg', '#0f766e', '#2dd4bf', '现场招聘会', '临江大学学生就业指导中心', ['按行业分区，展位图现场可查', '企业现场收简历、安排面试', '建议着正装，准备一分钟自我介绍', '报名后凭入场二维码签到'], '先看展位图 · 再去目标展位'],
    ['about-online.svg', '#5b21b6', '#a78bfa', '空中双选会', '线上招聘 · 足不出户', ['企业在线宣讲，实时答疑', '在线投递简历，进度随时可查', '视频面试请提前调试设备', '开始后从活动页点击进入'], '随时随地 · 在线投递'],
    ['about-college.svg', '#4338ca', '#818cf8', '学院专场招聘会', '计算机与人工智能学院', ['专业对口企业集中招聘', '学院老师现场指导与推荐', '实习、校招岗位同场发布', '本院及相关专业学生均可参加'], '专业对口 · 精准匹配'],
  ];
  for (const [file, a, b, title, sub, lines, footer] of posters) {
    let body = `<defs>${gradient('g', a, b)}</defs><rect width="720" height="960" fill="#f4f7ff"/><rect width="720" height="360" fill="url(#g)"/>`;
    body += `<circle cx="620" cy="70" r="120" fill="#fff" opacity=".1"/><circle cx="90" cy="330" r="70" fill="#fff" opacity=".08"/>`;
    body += text(80, 150, title, { size: 60, weight: 700 }) + text(82, 214, sub, { size: 26, opacity: 0.92 }) + text(82, 262, '关于本场招聘会', { size: 20, opacity: 0.8 });
    body += `<rect x="60" y="400" width="600" height="330" rx="24" fill="#fff"/>`;
    lines.forEach((l, i) => {
      body += `<circle cx="92" cy="${462 + i * 70}" r="8" fill="${a}"/>` + text(116, 471 + i * 70, l, { size: 25, fill: '#1f2937' });
    });
    body += `<rect x="60" y="770" width="600" height="120" rx="24" fill="${a}"/>` + text(360, 842, footer, { size: 28, weight: 700, anchor: 'middle' });
    write('fair', file, svg(720, 960, `${title}：${sub}`, body));
  }
}

COVERS.forEach(cover);
figures();
fairImages();
console.log(`covers, figures and fair images written under ${path.relative(ROOT, OUT)}`);
