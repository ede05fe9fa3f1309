// The parts of an entry's title: "北京大学 | 计算机科学与技术 | 本科", "腾讯科技（深圳）有限公司  后端开发实习生",
// "项目名称：校园二手平台 角色：后端负责人".
import type { ResumeDegree } from '@campus/shared-utils/rules';
import { DEGREE_WORDS, TITLE_LABEL_WORDS, titleLabel } from './title-words';

export type TitlePart = { text: string; label: string };

const SEPARATORS = /\s*[|｜·•,，;；]\s*|(?<!\d)\s*\/\s*(?!\d)|\s+[-–—]+\s+|\s{2,}|\t/;
// one space between Han words splits too ("北京大学 计算机 本科"); spaces inside English names do not
const HAN_SPACE = /(?<=[\p{Script=Han})）])\s+(?=[\p{Script=Han}(（])/u;
const LABELLED = new RegExp(`^(${TITLE_LABEL_WORDS})\\s*[:：]\\s*(.+)$`, 'i');
const BEFORE_LABEL = new RegExp(`\\s+(?=(${TITLE_LABEL_WORDS})\\s*[:：])`, 'gi');

/** A part without the brackets around it or left over at its ends; a closing bracket it opened stays: "科研助理（实习）". */
function unwrap(part: string): string {
  let p = part.replace(/^[)）\]】]+|[(（[【]+$/g, '').trim();
  const pairs: [string, string][] = [['(', ')'], ['（', '）'], ['[', ']'], ['【', '】']];
  for (const [open, close] of pairs) {
    if (p.startsWith(open) && p.endsWith(close)) p = p.slice(1, -1).trim();
    else if (p.startsWith(open) && !p.includes(close)) p = p.slice(1).trim();
    else if (p.endsWith(close) && !p.includes(open)) p = p.slice(0, -1).trim();
  }
  return p;
}

/** Splits the title lines into parts; "专业：金融学" becomes { label: '专业', text: '金融学' }. */
export function titleParts(lines: readonly string[]): TitlePart[] {
  // labelled values may be separated by single spaces only: cut before every label first
  const marked = lines.map((l) => l.replace(BEFORE_LABEL, '\t'));
  return marked
    .flatMap((l) => l.split(SEPARATORS))
    .flatMap((p) => (LABELLED.test(p.trim()) ? [p] : p.split(HAN_SPACE)))
    .map((p) => unwrap(p.trim()))
    .filter((p) => p !== '')
    .map((p) => {
      const m = LABELLED.exec(p);
      return m ? { label: titleLabel(m[1]), text: m[2].trim() } : { label: '', text: p };
    });
}

/** The degree a text names, and the text without the degree word (and its brackets). */
export function takeDegree(text: string): { degree: ResumeDegree | null; rest: string } {
  for (const [re, degree] of DEGREE_WORDS) {
    const m = re.exec(text);
    if (m) {
      const rest = (text.slice(0, m.index) + text.slice(m.index + m[0].length)).replace(/[(（[【]\s*[)）\]】]/g, '').replace(/^[)）\]】\s]+|[(（[【\s]+$/g, '').replace(/(学历|学位)$/, '').trim();
      return { degree, rest };
    }
  }
  return { degree: null, rest: text };
}
