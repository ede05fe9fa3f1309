// Scanned resumes for the OCR engine (issue 25 "Scans"): short Chinese resumes printed by Debian's Chromium to a
// page image, then made to look like a phone photo of paper with sharp (turned 2°, a little blur, JPEG quality 60),
// and wrapped as an image-only PDF (the JPEG as the page's one image, the PDF written here by hand: no PDF library
// is installed). The first is also written as a 1-bit scan on a page turned by /Rotate, and with a garbled text
// layer over the image, as some scanner software writes it (glyphs named for private-use code points, drawn
// invisibly), which must be read by OCR, not taken as text.
//   node scripts/ai/make-resume-scans.mjs   → api/test/fixtures/ai/scans/*.jpg, *.pdf and truth.json
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';
import { chromium } from 'playwright-core';
import sharp from 'sharp';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'api/test/fixtures/ai/scans');

/** The resumes: what each page says, and so what OCR must read back. */
const RESUMES = [
  {
    id: 'scan-1',
    layout: 'one-column',
    name: '李思远',
    phone: '138-1234-5678',
    email: 'lisiyuan@example.com',
    school: '华中科技大学',
    major: '计算机科学与技术',
    degree: '本科',
    dates: '2021.09 - 2025.06',
    entries: [
      { title: '字节跳动 后端开发实习生', dates: '2024.06 - 2024.09', lines: ['负责推荐服务接口开发，QPS 提升 30%', '编写单元测试，覆盖率达到 85%'] },
      { title: '校园二手交易平台 项目负责人', dates: '2023.03 - 2023.12', lines: ['使用 Spring Boot 与 Vue 搭建，服务 2000 名同学'] },
    ],
    skills: '技能：Java、Python、MySQL、Redis；英语 CET-6',
  },
  {
    id: 'scan-2',
    layout: 'sidebar',
    name: '王晓彤',
    phone: '159-8765-4321',
    email: 'wangxt2002@example.com',
    school: '南京大学',
    major: '汉语言文学',
    degree: '本科',
    dates: '2020.09 - 2024.06',
    entries: [
      { title: '新华出版社 编辑实习生', dates: '2023.07 - 2023.10', lines: ['参与三本图书的校对与排版', '撰写新书推广文案 12 篇'] },
      { title: '校报记者团 副团长', dates: '2021.09 - 2023.06', lines: ['组织采访活动 20 余次，发表稿件 35 篇'] },
    ],
    skills: '普通话一级甲等；熟练使用 Office、Photoshop',
  },
  {
    id: 'scan-3',
    layout: 'one-column',
    name: '陈浩然',
    phone: '186-2233-4455',
    email: 'chenhr@example.com',
    school: '西安电子科技大学',
    major: '电子信息工程',
    degree: '硕士',
    dates: '2022.09 - 2025.06',
    entries: [
      { title: '华为技术有限公司 硬件测试实习生', dates: '2024.05 - 2024.08', lines: ['完成 5G 基站射频板测试用例 120 条'] },
      { title: '智能小车避障系统 核心成员', dates: '2023.02 - 2023.11', lines: ['基于 STM32 实现超声波避障，获省级二等奖'] },
    ],
    skills: '技能：C/C++、Matlab、Altium Designer',
  },
  // a harder photo: smaller, darker on one side, more turned and blurred, stronger JPEG; camel-case words
  {
    id: 'scan-4',
    layout: 'sidebar',
    name: '赵一鸣',
    phone: '177-0011-2233',
    email: 'zhao.yiming@example.com',
    school: '武汉理工大学',
    major: '软件工程',
    degree: '本科',
    dates: '2021.09 - 2025.06',
    entries: [
      { title: '腾讯科技 前端开发实习生', dates: '2024.07 - 2024.10', lines: ['使用 JavaScript 与 TypeScript 重构活动页面', '在 GitHub 维护组件库，周下载量 3000+'] },
      { title: '学生会宣传部 部长', dates: '2022.09 - 2023.06', lines: ['用 PowerPoint 与 Photoshop 制作宣传物料 40 余份'] },
    ],
    skills: 'JavaScript、React、MySQL、LeetCode 300 题',
    hard: true,
  },
  // an English resume, as students applying to foreign companies write it
  {
    id: 'scan-5',
    layout: 'one-column',
    english: true,
    name: 'Liu Yang',
    phone: '135-6677-8899',
    email: 'liu.yang@example.com',
    school: 'Zhejiang University',
    major: 'Computer Science',
    degree: 'Bachelor',
    dates: 'Sep 2021 - Jun 2025',
    entries: [
      { title: 'Alibaba Group Software Engineer Intern', dates: 'Jul 2024 - Sep 2024', lines: ['Built a data pipeline with Apache Flink, cutting latency by 35%'] },
      { title: 'Campus Course Planner Team Lead', dates: 'Mar 2023 - Dec 2023', lines: ['Led four students building a course planner used by 1,500 students'] },
    ],
    skills: 'Skills: Java, Python, Spring Boot, Machine Learning',
  },
];

const esc = (s) => s.replace(/&/g, '&amp;').replace(/</g, '&lt;');
const entryHtml = (e) =>
  `<div class="entry"><div class="row"><b>${esc(e.title)}</b><span>${esc(e.dates)}</span></div>${e.lines.map((l) => `<div>• ${esc(l)}</div>`).join('')}</div>`;

function html(r) {
  if (r.english) return englishHtml(r);
  const education = `<h2>教育背景</h2><div class="row"><b>${r.school}</b><span>${r.dates}</span></div><div>${r.major} ｜ ${r.degree}</div>`;
  const experience = `<h2>实习与项目经历</h2>${r.entries.map(entryHtml).join('')}`;
  const style = `
    body { margin: 0; font-family: 'Noto Sans CJK SC', sans-serif; font-size: 15px; color: #222; }
    .page { width: 794px; height: 1123px; box-sizing: border-box; padding: 56px 60px; background: #fff; }
    h1 { font-size: 30px; margin: 0 0 8px; } h2 { font-size: 18px; border-bottom: 2px solid #246; margin: 22px 0 8px; color: #246; }
    .row { display: flex; justify-content: space-between; } .entry { margin-bottom: 10px; } div { line-height: 1.7; }
    .cols { display: flex; gap: 36px; } .side { width: 190px; } .main { flex: 1; }`;
  const contact = `<div>电话：${r.phone}</div><div>邮箱：${r.email}</div>`;
  const body =
    r.layout === 'sidebar'
      ? `<div class="cols"><div class="main"><h1>${r.name}</h1>${education}${experience}</div>
         <div class="side"><h2>联系方式</h2>${contact}<h2>技能</h2><div>${esc(r.skills)}</div></div></div>`
      : `<h1>${r.name}</h1>${contact}${education}${experience}<h2>其他</h2><div>${esc(r.skills)}</div>`;
  return `<!doctype html><meta charset="utf-8"><style>${style}</style><div class="page">${body}</div>`;
}

function englishHtml(r) {
  const style = `body { margin: 0; font-family: 'Noto Sans', 'Noto Sans CJK SC', sans-serif; font-size: 15px; color: #222; }
    .page { width: 794px; height: 1123px; box-sizing: border-box; padding: 56px 60px; background: #fff; }
    h1 { font-size: 30px; margin: 0 0 8px; } h2 { font-size: 18px; border-bottom: 2px solid #333; margin: 22px 0 8px; }
    .row { display: flex; justify-content: space-between; } div { line-height: 1.7; }`;
  return `<!doctype html><meta charset="utf-8"><style>${style}</style><div class="page"><h1>${r.name}</h1>
    <div>Phone: ${r.phone} | Email: ${r.email}</div><h2>EDUCATION</h2>
    <div class="row"><b>${r.school}</b><span>${r.dates}</span></div><div>${r.degree} of Engineering in ${r.major}</div>
    <h2>EXPERIENCE</h2>${r.entries.map(entryHtml).join('')}<h2>SKILLS</h2><div>${esc(r.skills)}</div></div>`;
}

/** A harder photo: taken from further (fewer pixels), lit from one side, turned more, softer, JPEG 45. */
async function hardPhoto(png, degrees) {
  const { width, height } = await sharp(png).metadata();
  const shade = Buffer.from(
    `<svg width="${width}" height="${height}"><defs><linearGradient id="g" x1="0" x2="1" y1="0" y2="0.3"><stop offset="0" stop-color="#000" stop-opacity="0"/><stop offset="1" stop-color="#000" stop-opacity="0.28"/></linearGradient></defs><rect width="100%" height="100%" fill="url(#g)"/></svg>`,
  );
  const shaded = await sharp(png).composite([{ input: shade }]).png().toBuffer();
  return sharp(shaded)
    .resize({ width: Math.round(width * 0.72) })
    .rotate(degrees, { background: '#d9d4c8' })
    .blur(0.9)
    .jpeg({ quality: 45 })
    .toBuffer();
}

/** A phone photo of the printed page: turned a little, slightly soft, JPEG-compressed. */
async function photo(png, degrees) {
  return sharp(png)
    .rotate(degrees, { background: '#f4f1ea' })
    .blur(0.7)
    .modulate({ brightness: 0.96 })
    .jpeg({ quality: 60 })
    .toBuffer();
}

/** The smallest PDF that shows `jpeg` as a whole A4 page, with an optional invisible text layer. */
function imagePdf(jpeg, width, height, textLayer = '') {
  const image = `/Width ${width} /Height ${height} /ColorSpace /DeviceRGB /BitsPerComponent 8 /Filter /DCTDecode`;
  return pagePdf(image, jpeg, { page: '/MediaBox [0 0 595 842]', draw: 'q 595 0 0 842 0 0 cm /Im0 Do Q', textLayer });
}

/**
 * A fax-like scan: the page in 1 bit a pixel (Flate), stored on its side in a landscape page that /Rotate 90 turns
 * upright, as some scanners write a page fed sideways.
 */
async function bilevelPdf(jpeg) {
  const { data, info } = await sharp(jpeg).rotate(-90).grayscale().threshold(150).raw().toBuffer({ resolveWithObject: true });
  const rowBytes = Math.ceil(info.width / 8);
  const packed = Buffer.alloc(rowBytes * info.height);
  for (let y = 0; y < info.height; y += 1) {
    for (let x = 0; x < info.width; x += 1) if (data[y * info.width + x] > 127) packed[y * rowBytes + (x >> 3)] |= 0x80 >> (x & 7);
  }
  const image = `/Width ${info.width} /Height ${info.height} /ColorSpace /DeviceGray /BitsPerComponent 1 /Filter /FlateDecode`;
  return pagePdf(image, deflateSync(packed), { page: '/MediaBox [0 0 842 595] /Rotate 90', draw: 'q 842 0 0 595 0 0 cm /Im0 Do Q' });
}

/** A one-page PDF drawing one image (its dictionary's entries and its stream), with objects and xref written out. */
function pagePdf(imageEntries, imageStream, { page, draw, textLayer = '' }) {
  const content = `${draw}\n${textLayer}`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    `<< /Type /Page /Parent 2 0 R ${page} /Resources << /XObject << /Im0 4 0 R >> /Font << /F1 6 0 R >> >> /Contents 5 0 R >>`,
    [`<< /Type /XObject /Subtype /Image ${imageEntries} /Length ${imageStream.length} >>\nstream\n`, imageStream, '\nendstream'],
    [`<< /Length ${Buffer.byteLength(content)} >>\nstream\n${content}\nendstream`],
    // glyph names for private-use code points: pdf.js extracts each letter as U+E0xx (a "broken ToUnicode" layer)
    `<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica /Encoding << /Type /Encoding /Differences [32 ${Array.from({ length: 95 }, (_, i) => `/uniE0${(i + 32).toString(16).toUpperCase().padStart(2, '0')}`).join(' ')}] >> >>`,
  ];
  const parts = [Buffer.from('%PDF-1.4\n%\xe2\xe3\xcf\xd3\n', 'latin1')];
  const offsets = [];
  let length = parts[0].length;
  objects.forEach((body, i) => {
    offsets.push(length);
    const chunks = [Buffer.from(`${i + 1} 0 obj\n`), ...[body].flat().map((c) => (Buffer.isBuffer(c) ? c : Buffer.from(c, 'latin1'))), Buffer.from('\nendobj\n')];
    for (const c of chunks) length += c.length;
    parts.push(...chunks);
  });
  const xref = `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n${offsets.map((o) => `${String(o).padStart(10, '0')} 00000 n \n`).join('')}trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${length}\n%%EOF\n`;
  parts.push(Buffer.from(xref));
  return Buffer.concat(parts);
}

/** An invisible (render mode 3) text layer of junk lines, as a broken scanner OCR layer extracts. */
function garbledLayer() {
  const lines = Array.from({ length: 12 }, (_, i) => `BT 3 Tr /F1 11 Tf 60 ${780 - i * 40} Td (${'Lorem ipsum dolor sit amet'.slice(0, 12 + i)}) Tj ET`);
  return lines.join('\n');
}

mkdirSync(out, { recursive: true });
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox'] });
const page = await browser.newPage({ viewport: { width: 794, height: 1123 }, deviceScaleFactor: 1.5 });
const truth = [];
for (const [i, r] of RESUMES.entries()) {
  await page.setContent(html(r));
  await page.evaluate(() => document.fonts.ready);
  const png = await page.screenshot({ type: 'png' });
  const jpeg = r.hard ? await hardPhoto(png, -3.5) : await photo(png, [2, -1.5, 2.5, 0, 1][i]);
  const { width, height } = await sharp(jpeg).metadata();
  writeFileSync(path.join(out, `${r.id}.jpg`), jpeg);
  writeFileSync(path.join(out, `${r.id}.pdf`), imagePdf(jpeg, width, height));
  if (i === 0) {
    writeFileSync(path.join(out, `${r.id}-garbled.pdf`), imagePdf(jpeg, width, height, garbledLayer()));
    writeFileSync(path.join(out, `${r.id}-bilevel.pdf`), await bilevelPdf(jpeg));
  }
  truth.push({ id: r.id, layout: r.layout, name: r.name, phone: r.phone, email: r.email, school: r.school, major: r.major, degree: r.degree, titles: r.entries.map((e) => e.title) });
}
await browser.close();
writeFileSync(path.join(out, 'truth.json'), `${JSON.stringify(truth, null, 2)}\n`);
console.log(`wrote ${RESUMES.length} photos and PDFs to ${path.relative(root, out)}`);
