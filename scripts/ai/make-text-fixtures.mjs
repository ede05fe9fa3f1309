// Makes the PDF fixtures of the resume text reader's tests (api/test/fixtures/ai/) with Debian's Chromium:
// a one-column resume and a two-column one (a sidebar on the left), as students export them from a word
// processor or a resume site, and a document that is not a resume (a chapter of a novel: the parse call must
// answer low_confidence). Run once: node scripts/ai/make-text-fixtures.mjs [file names] (the files are committed).
import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const out = path.join(root, 'api/test/fixtures/ai');
mkdirSync(out, { recursive: true });

const page = (body, css = '') => `<!doctype html><html lang="zh-CN"><head><meta charset="utf-8"><style>
body{font-family:"Noto Sans CJK SC",sans-serif;font-size:11pt;margin:0;color:#222}
h1{font-size:20pt;margin:0 0 4pt} h2{font-size:13pt;border-bottom:1px solid #888;margin:14pt 0 6pt}
p{margin:2pt 0} .row{display:flex;justify-content:space-between} ${css}</style></head><body>${body}</body></html>`;

const main = `
<h2>教育背景</h2>
<div class="row"><b>临江大学 · 计算机科学与技术 · 本科</b><span>2021.09 - 2025.06</span></div>
<p>GPA 3.7/4.0，主修课程：数据结构、操作系统、计算机网络</p>
<h2>实习经历</h2>
<div class="row"><b>云帆数据科技有限公司 | 前端开发实习生</b><span>2024年7月 - 2024年9月</span></div>
<p>• 负责数据看板的前端开发，使用 React 与 TypeScript 重构 12 个页面</p>
<p>• 优化首屏加载，白屏时间降低 40%</p>
<h2>项目经历</h2>
<div class="row"><b>校园二手交易平台 | 项目负责人</b><span>2023/3–2023/12</span></div>
<p>• 带领 4 人团队完成需求分析、开发与上线，累计用户 3000+</p>`;

const basic = `<h1>周一鸣</h1><p>电话：138-0000-0001&#12288;邮箱：zhou.yiming@example.com</p><p>求职意向：前端开发工程师&#12288;期望城市：杭州</p>`;

const side = `<h2>联系方式</h2><p>138-0000-0001</p><p>zhou.yiming@example.com</p><p>杭州</p>
<h2>专业技能</h2><p>JavaScript / TypeScript</p><p>React、Vue</p><p>CET-6</p>
<h2>证书</h2><p>计算机二级</p>`;

const novel = `<h1 style="text-align:center">第一章 雨夜</h1>
<p>那年秋天，雨下得格外久。林生撑着一把旧伞，站在老街的路口，看着对面茶馆里昏黄的灯光。</p>
<p>他想起母亲说过的话：人这一辈子，总要回一次故乡。可故乡早已不是记忆里的模样，青石板路换成了柏油马路，河边的柳树也被砍去了大半。</p>
<p>茶馆的老板是个瘦高的老人，见他进门，只是抬了抬眼皮，又低头擦起了茶碗。屋里坐着三五个喝茶的人，低声说着镇上的新鲜事。</p>
<p>“你是林家的孩子吧？”老人忽然开口，声音沙哑，像是很久没有同人说过话。林生愣了一下，点了点头。</p>
<p>窗外的雨越下越大，打在瓦片上噼啪作响。他在靠窗的位置坐下，要了一壶龙井，看着雨水顺着屋檐流成一道细细的帘子。</p>
<h2 style="text-align:center">第二章 旧信</h2>
<p>第二天清晨，他在阁楼的木箱里找到了一叠泛黄的信。信封上的字迹娟秀，寄信人的名字他从未听说过。</p>
<p>他一封一封地读下去，直到太阳爬上了对面的屋顶。那些信讲的是一个他从不知道的故事，关于战争、离别和漫长的等待。</p>`;

const docs = {
  'resume-one-column.pdf': page(`<div style="padding:36pt">${basic}${main}</div>`),
  'resume-two-columns.pdf': page(
    `<div style="display:flex;min-height:100vh"><aside style="width:30%;background:#eef3fb;padding:28pt 14pt">${side}</aside><main style="width:70%;padding:28pt 20pt"><h1>周一鸣</h1><p>求职意向：前端开发工程师</p>${main}</main></div>`,
  ),
  'not-resume-novel.pdf': page(`<div style="padding:48pt;line-height:1.8">${novel}</div>`),
};
const only = process.argv.slice(2);

const browser = await chromium.launch({ executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium', args: ['--no-sandbox'] });
const tab = await browser.newPage();
for (const [name, html] of Object.entries(docs).filter(([n]) => only.length === 0 || only.includes(n))) {
  await tab.setContent(html);
  writeFileSync(path.join(out, name), await tab.pdf({ format: 'A4', printBackground: true }));
}
await browser.close();
console.log(`wrote ${Object.keys(docs).filter((n) => only.length === 0 || only.includes(n)).join(', ')} to ${path.relative(root, out)}`);
