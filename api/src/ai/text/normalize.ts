// Text normalisation of the resume engine, defined once: `normalizeText` gives the text a value is taken from
// (as the student wrote it, Chinese punctuation kept), `matchText` the form words and patterns are matched in.
/**
 * CJK Radicals Supplement forms (which NFKC leaves alone) and a few variants that fonts share a glyph with,
 * as the ideographs a PDF's text layer meant: Chromium's PDFs map 页 to ⻚ and 户 to 戶, for instance.
 */
const RADICALS: Record<string, string> = {
  '⺟': '母', '⺠': '民', '⻄': '西', '⻅': '见', '⻆': '角', '⻉': '贝', '⻋': '车', '⻓': '长', '⻔': '门',
  '⻘': '青', '⻚': '页', '⻛': '风', '⻜': '飞', '⻝': '食', '⻢': '马', '⻣': '骨', '⻤': '鬼', '⻥': '鱼',
  '⻦': '鸟', '⻨': '麦', '⻩': '黄', '⻬': '齐', '⻮': '齿', '⻰': '龙', '⻳': '龟', '戶': '户', '⼾': '户',
};
const RADICAL_FORMS = new RegExp(`[${Object.keys(RADICALS).join('')}]`, 'g');

/**
 * Full-width punctuation a Chinese text is written with: NFKC would make ，（：ASCII, so values keep it as written
 * and only matching folds it (matchText).
 */
export const CHINESE_PUNCTUATION = '，：；！？（）～';
const NOT_KEPT = new RegExp(`[^${CHINESE_PUNCTUATION}]+`, 'g');

/**
 * Icons: icon fonts extract as private-use characters, as control characters (Chromium prints a glyph its fonts
 * lack as U+0000) or as pictographs (mammoth reads a Wingdings symbol as 🖂, ★, 🕿); none is text.
 */
// (bullets among the dingbats, ✓ ✔ ➢ ➤ ❖, stay: they start description lines; control characters are what we look for)
// eslint-disable-next-line no-control-regex
const ICONS = /[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f-\u009f\ue000-\uf8ff\u{f0000}-\u{10ffff}\ufffd\u2b00-\u2bff\u{1f000}-\u{1faff}]|(?![\u2713\u2714\u27a2\u27a4\u2756])[\u2600-\u27bf]/gu;

/**
 * Text as the engine keeps it: full-width Latin letters and digits and other compatibility forms folded (NFKC;
 * PDFs often carry CJK radicals such as ⼤ for 大), Chinese punctuation kept as written, icons, zero-width and
 * non-breaking spaces dropped, runs of spaces collapsed.
 */
export function normalizeText(text: string): string {
  return normalizeSpaced(text).replace(/\t/g, ' ').replace(/ {2,}/g, ' ');
}

/** normalizeText keeping runs of spaces: a template's wide gap parts an entry's title ("阿里巴巴    Java开发实习生"). */
export function normalizeSpaced(text: string): string {
  return text
    .replace(NOT_KEPT, (part) => part.normalize('NFKC'))
    .replace(RADICAL_FORMS, (c) => RADICALS[c] ?? c)
    .replace(ICONS, ' ')
    .replace(/[\u200b-\u200d\u2060\ufeff]/g, '')
    .replace(/[\u00a0\u2002-\u200a\u3000]/g, ' ')
    .trim();
}

/** Text as words and patterns are matched in: normalizeText, then NFKC on the punctuation too (，→ ,). */
export function matchText(text: string): string {
  return normalizeText(text).normalize('NFKC');
}

/**
 * Spaces a PDF run holds between Chinese and a number (Word and LibreOffice space them apart when printing, and
 * pdf.js reads the gap as a space inside the run; a space the student typed is a text item of its own), dropped where the number is followed by its unit or ends the phrase: "完成 3 套" →
 * "完成3套", "2022 年" → "2022年", "达到 95%。" → "达到95%。". A space before a Chinese word that is no unit stays
 * ("2024.06 华中科技大学").
 */
const UNIT = '年月日号个套次名人份项篇万千百亿元倍家款条天周所余分位届级期门';
const NUMBER = String.raw`\d+(?:[.,]\d+)*%?`;
// a year opening a phrase keeps its space ("获奖情况 2022年 全国…")
const HAN_SPACE_NUMBER = new RegExp(String.raw`(\p{Script=Han}) (?!(?:19|20)\d{2}(?!\d))(${NUMBER})(?= ?(?:[${UNIT}]|[，。、；：！？）%]|$))`, 'gu');
const NUMBER_SPACE_UNIT = new RegExp(String.raw`(?<![\d.])(${NUMBER}) ([${UNIT}])`, 'gu');
export function withoutAutoSpace(text: string): string {
  return text.replace(HAN_SPACE_NUMBER, '$1$2').replace(NUMBER_SPACE_UNIT, '$1$2');
}

/** Lines of a text, normalised, without empty ones. */
export function textLines(text: string): string[] {
  return text
    .split(/\r?\n/)
    .map(normalizeText)
    .filter((line) => line.length > 0);
}

/**
 * Rules of normalisation, each with examples that are run as tests (api/test/ai-text.test.ts): what a text
 * becomes.
 */
export const NORMALIZE_EXAMPLES: readonly { id: string; explain: string; from: string; to: string }[] = [
  { id: 'normalize.punctuation', explain: '中文标点按原文保留', from: '负责运营，参与3个版本（小程序）', to: '负责运营，参与3个版本（小程序）' },
  { id: 'normalize.fullwidth', explain: '全角字母数字转半角', from: 'ＧＰＡ：３．８', to: 'GPA：3.8' },
  { id: 'normalize.radicals', explain: '部首形式转为汉字', from: '第1⻚', to: '第1页' },
  { id: 'normalize.icons', explain: '图标字体的私用区字符、控制字符和符号去掉', from: '\ue601 教育背景', to: '教育背景' },
  { id: 'normalize.nul', explain: 'PDF 中缺字的图标显示为 U+0000，去掉', from: '\u0000实习经历', to: '实习经历' },
  { id: 'normalize.pictograph', explain: 'Wingdings 符号读作的图形字符去掉', from: '🕿 13511112222 🖂 a@b.com', to: '13511112222 a@b.com' },
  { id: 'normalize.spaces', explain: '不换行空格、全角空格合为一个空格', from: '张\u3000三\u00a0 男', to: '张 三 男' },
];

/** The PDF's spaces between Chinese and numbers (withoutAutoSpace), with examples run as tests. */
export const AUTO_SPACE_EXAMPLES: readonly { from: string; to: string }[] = [
  { from: '完成 3 套夹具的建模', to: '完成3套夹具的建模' },
  { from: '2022 年 全国大学生机械创新设计大赛', to: '2022年 全国大学生机械创新设计大赛' },
  { from: '分拣准确率达到 95%。', to: '分拣准确率达到95%。' },
  { from: '2020.09-2024.06 华中科技大学', to: '2020.09-2024.06 华中科技大学' },
  { from: '获奖情况 2022 年 省二等奖', to: '获奖情况 2022年 省二等奖' },
  { from: 'Python 3 and SQL', to: 'Python 3 and SQL' },
];
