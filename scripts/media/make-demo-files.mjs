// Makes the attachments of the demo articles, once: a PDF guide (printed by headless Chromium from HTML, so
// its Chinese text is real text with an embedded font subset), a Word form (.docx written as its XML parts in
// a zip) and a CSV table (UTF-8 with a byte-order mark, so spreadsheet programs read the Chinese). The results
// are committed under root-config/public/static/content/file/; this script is NOT run at install, build or
// test time. The seed (api/src/seed/content/attachments.ts) lists them with their sizes in bytes.
//
//   node scripts/media/make-demo-files.mjs        # needs chromium (CHROMIUM_PATH, default /usr/bin/chromium)
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, statSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { crc32, deflateRawSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const OUT = path.join(ROOT, 'root-config/public/static/content/file');
const CHROMIUM = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
mkdirSync(OUT, { recursive: true });

const esc = (s) => String(s).replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);

// ---- PDF: the western-region volunteer programme's application guide ----
const GUIDE = {
  title: '2026年大学生志愿服务西部计划报名指南',
  intro: '大学生志愿服务西部计划按照公开招募、自愿报名、组织选拔、集中派遣的方式，每年招募一定数量的普通高校应届毕业生，到西部基层开展为期1至3年的志愿服务。',
  sections: [
    ['一、招募对象', ['普通高等学校2026届全日制应届毕业生（含毕业年度内未就业的往届毕业生）；', '政治素质好，志愿服务意识强，身体健康；', '在校期间无违纪记录，研究生志愿者同等条件下优先。']],
    ['二、服务内容', ['基础教育、服务三农、医疗卫生、基层青年工作；', '服务乡村振兴、基层社会管理、服务新疆和西藏等专项。']],
    ['三、报名流程', ['登录西部计划官方报名系统，注册并填写报名信息；', '所在高校项目办进行资格审查、笔试或面试；', '体检合格后公示，签订服务协议，参加培训后集中派遣。']],
    ['四、保障政策', ['服务期间享受工作生活补贴、人身意外伤害和住院医疗保险；', '服务期满考核合格，报考硕士研究生初试总分加10分；', '可参加面向服务基层项目人员的公务员、事业单位专项招录。']],
  ],
  table: [
    ['时间节点', '工作内容'],
    ['4月上旬', '发布招募公告，开始网上报名'],
    ['5月中旬', '高校资格审查与选拔'],
    ['6月上旬', '体检、公示'],
    ['7月下旬', '集中培训，派遣到岗'],
  ],
  footer: '咨询：临江大学学生就业指导中心 · 校团委西部计划项目办（以当年官方公告为准）',
};

function guideHtml() {
  const sections = GUIDE.sections.map(([h, items]) => `<h2>${esc(h)}</h2><ol>${items.map((i) => `<li>${esc(i)}</li>`).join('')}</ol>`).join('');
  const [head, ...rows] = GUIDE.table;
  const table = `<table><thead><tr>${head.map((c) => `<th>${esc(c)}</th>`).join('')}</tr></thead><tbody>${rows.map((r) => `<tr>${r.map((c) => `<td>${esc(c)}</td>`).join('')}</tr>`).join('')}</tbody></table>`;
  return `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><title>${esc(GUIDE.title)}</title><style>
@page { size: A4; margin: 22mm 20mm; }
body { font-family: 'Noto Sans CJK SC', sans-serif; font-size: 11pt; line-height: 1.75; color: #1f2937; }
h1 { font-size: 19pt; font-weight: normal; text-align: center; color: #0f8a5f; margin: 0 0 12pt; }
h2 { font-size: 13pt; font-weight: normal; margin: 14pt 0 4pt; border-left: 4pt solid #0f8a5f; padding-left: 6pt; }
table { border-collapse: collapse; width: 100%; margin-top: 10pt; }
th, td { border: 0.6pt solid #94a3b8; padding: 4pt 8pt; text-align: left; }
th { background: #e3f9e9; font-weight: normal; }
footer { margin-top: 20pt; font-size: 9.5pt; color: #6b7280; }
</style></head><body><h1>${esc(GUIDE.title)}</h1><p>${esc(GUIDE.intro)}</p>${sections}<h2>五、时间安排</h2>${table}<footer>${esc(GUIDE.footer)}</footer></body></html>`;
}

function makePdf(file) {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'demo-pdf-'));
  try {
    const html = path.join(dir, 'guide.html');
    writeFileSync(html, guideHtml());
    execFileSync(CHROMIUM, ['--headless', '--no-sandbox', '--disable-gpu', '--no-pdf-header-footer', `--print-to-pdf=${file}`, `file://${html}`], { stdio: 'ignore' });
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

// ---- DOCX: the graduate employment recommendation form (a blank sample) ----
/** A zip of deflated entries with a fixed date, so the same input gives the same bytes. */
function zip(entries) {
  const locals = [];
  const centrals = [];
  let offset = 0;
  for (const [name, content] of entries) {
    const data = Buffer.from(content, 'utf8');
    const packed = deflateRawSync(data, { level: 9 });
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = crc32(data);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // UTF-8 names
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(0, 10); // 00:00
    local.writeUInt16LE(0x21, 12); // 1980-01-01
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(data.length, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4);
    central.writeUInt16LE(20, 6);
    central.writeUInt16LE(0x0800, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt16LE(0, 12);
    central.writeUInt16LE(0x21, 14);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(data.length, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42);
    locals.push(local, nameBytes, packed);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + packed.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(entries.length, 8);
  end.writeUInt16LE(entries.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

const W = 'xmlns:w="http://schemas.openxmlformats.org/wordprocessingml/2006/main"';
const run = (t, { bold = false, size = 22 } = {}) =>
  `<w:r><w:rPr><w:rFonts w:ascii="SimSun" w:hAnsi="SimSun" w:eastAsia="宋体"/>${bold ? '<w:b/>' : ''}<w:sz w:val="${size}"/><w:szCs w:val="${size}"/></w:rPr><w:t xml:space="preserve">${esc(t)}</w:t></w:r>`;
const para = (t, opts = {}) => `<w:p><w:pPr>${opts.center ? '<w:jc w:val="center"/>' : ''}<w:spacing w:after="120"/></w:pPr>${run(t, opts)}</w:p>`;
const cell = (t, width, span = 1) =>
  `<w:tc><w:tcPr><w:tcW w:w="${width}" w:type="dxa"/>${span > 1 ? `<w:gridSpan w:val="${span}"/>` : ''}</w:tcPr><w:p>${run(t, { size: 21 })}</w:p></w:tc>`;

function formDocx() {
  const rows = [
    [['姓名', 1], ['', 1], ['性别', 1], ['', 1]],
    [['学号', 1], ['', 1], ['政治面貌', 1], ['', 1]],
    [['学院', 1], ['', 1], ['专业', 1], ['', 1]],
    [['学历层次', 1], ['', 1], ['联系电话', 1], ['', 1]],
    [['主要课程及成绩', 1], ['', 3]],
    [['在校期间获奖情况', 1], ['', 3]],
    [['实习与社会实践', 1], ['', 3]],
    [['学院推荐意见', 1], ['（签章）        年    月    日', 3]],
    [['学校就业部门意见', 1], ['（签章）        年    月    日', 3]],
  ];
  const widths = [2200, 2300, 2000, 2300];
  const grid = widths.map((w) => `<w:gridCol w:w="${w}"/>`).join('');
  const border = ['top', 'left', 'bottom', 'right', 'insideH', 'insideV'].map((b) => `<w:${b} w:val="single" w:sz="6" w:space="0" w:color="666666"/>`).join('');
  const body = rows
    .map((r) => {
      let col = 0;
      const cells = r.map(([t, span]) => {
        const width = widths.slice(col, col + span).reduce((a, b) => a + b, 0);
        col += span;
        return cell(t, width, span);
      });
      return `<w:tr><w:trPr><w:trHeight w:val="${r.length === 2 ? 1100 : 560}"/></w:trPr>${cells.join('')}</w:tr>`;
    })
    .join('');
  const table = `<w:tbl><w:tblPr><w:tblW w:w="8800" w:type="dxa"/><w:tblBorders>${border}</w:tblBorders></w:tblPr><w:tblGrid>${grid}</w:tblGrid>${body}</w:tbl>`;
  const document =
    `<?xml version="1.0" encoding="UTF-8" standalone="yes"?><w:document ${W}><w:body>` +
    para('临江大学2026届毕业生就业推荐表', { bold: true, size: 36, center: true }) +
    para('（样表，正式推荐表以学院盖章版为准）', { size: 20, center: true }) +
    table +
    para('填表说明：1. 请如实填写，字迹工整；2. 推荐表每人一份，遗失补办须经学院审核；3. 签约时请将原件交用人单位。', { size: 20 }) +
    `<w:sectPr><w:pgSz w:w="11906" w:h="16838"/><w:pgMar w:top="1440" w:right="1440" w:bottom="1440" w:left="1440" w:header="720" w:footer="720" w:gutter="0"/></w:sectPr></w:body></w:document>`;
  return zip([
    [
      '[Content_Types].xml',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/word/document.xml" ContentType="application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml"/></Types>',
    ],
    [
      '_rels/.rels',
      '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="word/document.xml"/></Relationships>',
    ],
    ['word/document.xml', document],
  ]);
}

// ---- CSV: the grassroots programme's post plan (an example table) ----
function postsCsv() {
  const rows = [
    ['序号', '服务县（区）', '服务类别', '招募人数', '学历要求', '专业要求'],
    ['1', '临江市青山县', '支农', '4', '本科及以上', '农学、园艺、植物保护'],
    ['2', '临江市青山县', '支医', '3', '本科及以上', '临床医学、护理学'],
    ['3', '临江市云岭区', '支教', '6', '本科及以上', '汉语言文学、数学与应用数学、英语'],
    ['4', '临江市云岭区', '乡村振兴', '5', '本科及以上', '专业不限'],
    ['5', '临江市石门县', '水利', '2', '本科及以上', '水利水电工程、土木工程'],
    ['6', '临江市石门县', '林业', '2', '本科及以上', '林学、生态学'],
    ['7', '临江市白沙县', '支医', '3', '大专及以上', '药学、医学检验技术'],
    ['8', '临江市白沙县', '就业和社会保障服务平台', '4', '本科及以上', '人力资源管理、社会工作'],
  ];
  const line = (r) => r.map((c) => (/[",\n]/.test(c) ? `"${c.replaceAll('"', '""')}"` : c)).join(',');
  return `\ufeff${rows.map(line).join('\r\n')}\r\n`;
}

const files = [
  ['west-plan-guide-2026.pdf', (f) => makePdf(f)],
  ['employment-recommendation-form.docx', (f) => writeFileSync(f, formDocx())],
  ['grassroots-posts-2026.csv', (f) => writeFileSync(f, postsCsv())],
];
for (const [name, make] of files) {
  const file = path.join(OUT, name);
  make(file);
  console.log(`${name}: ${statSync(file).size} bytes`);
}
