// Contact fields of a resume's first part: phone, e-mail, name, sex, birth date and city, each with a confidence.
import { EMAIL_IN_TEXT, PHONE_IN_TEXT } from '@campus/shared-utils/rules';
import { CITIES } from './cities';
import type { Found } from './found';
import { defaultHeadingOf } from './section-headings';
import { matchText } from '../text/normalize';
import { POSITION } from './title-words';

export type Contact = {
  name: Found<string> | null;
  phone: Found<string> | null;
  email: Found<string> | null;
  /** 1 男, 2 女 (the resume area's values) */
  sex: Found<1 | 2> | null;
  /** YYYY-MM-DD (day 01 when only the month is written) */
  birth_date: Found<string> | null;
  city: Found<string> | null;
};

export type ContactOptions = {
  /** heading lines are never a name; default: the built-in list of section-headings.ts */
  headingOf?: (line: string) => string | null;
  /** school names are never a name; default: ends with 大学 / 学院 / 学校 */
  isSchool?: (text: string) => boolean;
  /** a city of the dictionary; default: the small list in cities.ts */
  isCity?: (text: string) => boolean;
  /** how many first lines may hold an unlabelled name or sex (default 6) */
  headLines?: number;
};

const defaultIsSchool = (t: string) => /(大学|学院|学校|中学|University|College)$/i.test(t);
const defaultIsCity = (t: string) => (CITIES as readonly string[]).includes(t);
// Two-to-four-character words that head a resume's first lines but are no one's name.
// Contact labels are among them: "电话 138…" is no one called 电话.
const NOT_NAMES = new Set([
  '个人简历', '简历', '求职简历', '个人信息', '基本信息', '求职意向', '联系方式', '联系电话', '电子邮箱', '应届毕业生', '本科', '硕士', '博士', '大专', '研究生',
  '汉族', '党员', '共青团员', '群众', '中共党员', '未婚', '已婚', '电话', '手机', '手机号', '手机号码', '邮箱', '邮件', '微信', '地址', '住址', '籍贯', '民族', '年龄', '性别',
]);
const HAN_NAME = String.raw`[\p{Script=Han}]{2,4}(?:·[\p{Script=Han}]{2,6})?`;
// the first token of a line, not a label before a colon ("电话：", "住址：")
const NAME_TOKEN = new RegExp(`^${HAN_NAME}(?=$|[\\s|｜/,，])(?!\\s*[:：])`, 'u');
// the name inside a title line: "周一鸣的个人简历", "个人简历 - 张三", "张三-前端开发-简历"
const NAME_IN_TITLE = [
  new RegExp(`^(${HAN_NAME})的(?:个人|求职)?简历$`, 'u'),
  new RegExp(`^(?:个人|求职)?简历\\s*[-–—|｜:：·]\\s*(${HAN_NAME})$`, 'u'),
  new RegExp(`^(${HAN_NAME})\\s*[-–—|｜]\\s*\\S+?\\s*[-–—|｜]\\s*(?:个人|求职)?简历$`, 'u'),
];

/** Runs `re` (global) over the lines and answers the first hit that `pick` accepts. */
function first<T>(lines: string[], re: RegExp, pick: (m: RegExpExecArray, line: string) => Omit<Found<T>, 'line' | 'span'> | null): Found<T> | null {
  for (const [i, line] of lines.entries()) {
    for (const m of line.matchAll(re)) {
      const got = pick(m as RegExpExecArray, line);
      if (got) return { ...got, line: i, span: [m.index, m.index + m[0].length] };
    }
  }
  return null;
}

const LABEL_BEFORE = (line: string, at: number, re: RegExp) => re.test(line.slice(Math.max(0, at - 8), at));

/** Mainland mobiles (1[3-9] and nine digits, +86, spaces or dashes) and Taiwan mobiles (09 and eight digits). */
export function findPhone(lines: string[]): Found<string> | null {
  return first(lines, PHONE_IN_TEXT, (m, line) => {
    const value = m[1] ? m[1].replace(/\D/g, '') : `0${m[2].replace(/\D/g, '')}`;
    const labelled = LABEL_BEFORE(line, m.index, /(电话|手机|联系|tel|phone|mobile)/i);
    return { value, confidence: labelled ? 0.99 : 0.9 };
  });
}

export function findEmail(lines: string[]): Found<string> | null {
  return first(lines, EMAIL_IN_TEXT, (m) => ({ value: m[0].toLowerCase(), confidence: 0.98 }));
}

export function findSex(lines: string[], headLines = 6): Found<1 | 2> | null {
  const toSex = (s: string): 1 | 2 => (s === '男' ? 1 : 2);
  const labelled = first<1 | 2>(lines, /性\s*别\s*[:：]?\s*(男|女)/g, (m) => ({ value: toSex(m[1]), confidence: 0.98 }));
  if (labelled) return labelled;
  // 男 / 女 standing alone between separators: "张三 | 男 | 22岁"
  return first<1 | 2>(lines.slice(0, headLines), /(?<=^|[\s|｜/,，·])(男|女)(?=$|[\s|｜/,，·])/g, (m) => ({ value: toSex(m[1]), confidence: 0.8 }));
}

export function findBirthDate(lines: string[]): Found<string> | null {
  const re = /(出生(?:日期|年月)?|生日|birth(?:day|\s*date)?)\s*[:：]?\s*((?:19|20)\d{2})\s*[./\-年]\s*(\d{1,2})(?:\s*[./\-月]\s*(\d{1,2}))?/gi;
  return first(lines, re, (m) => {
    const mm = Number(m[3]);
    const dd = m[4] ? Number(m[4]) : 1;
    if (mm < 1 || mm > 12 || dd < 1 || dd > 31) return null;
    const value = `${m[2]}-${String(mm).padStart(2, '0')}-${String(dd).padStart(2, '0')}`;
    // a month alone gives the day 01 of the resume area's format: a guess the student checks
    return { value, confidence: m[4] ? 0.95 : 0.5 };
  });
}

export function findCity(lines: string[], isCity: (t: string) => boolean = defaultIsCity, headLines = 6): Found<string> | null {
  const labelled = first(lines, /(现居(?:住)?(?:地|城市)?|所在(?:城市|地)|居住地|现住址|城市|籍贯|地址)\s*[:：]?\s*([\p{Script=Han}]{2,12})/gu, (m) => {
    // keep the city of "广东省深圳市南山区": the part before 市, else without the province
    const place = m[2];
    const city = /(?:省|自治区)?([\p{Script=Han}]{2,4}?)市/u.exec(place.replace(/^.*?(省|自治区)/u, ''))?.[1] ?? place.replace(/^.*?(省|自治区)/u, '');
    const known = isCity(city);
    const native = m[1] === '籍贯';
    return { value: city, confidence: (native ? 0.6 : 0.9) * (known ? 1 : 0.8) };
  });
  if (labelled) return labelled;
  for (const [i, line] of lines.slice(0, headLines).entries()) {
    for (const part of line.split(/[\s|｜/,，·:：]+/)) {
      const city = part.replace(/市$/, '');
      if (city && isCity(city)) {
        const at = line.indexOf(part);
        return { value: city, confidence: 0.5, line: i, span: [at, at + part.length] };
      }
    }
  }
  return null;
}

export function findName(lines: string[], options: ContactOptions = {}): Found<string> | null {
  const isSchool = options.isSchool ?? defaultIsSchool;
  const headingOf = options.headingOf ?? defaultHeadingOf;
  const labelled = first(lines, /(?:姓\s*名|name)\s*[:：]?\s*([\p{Script=Han}]{2,4}(?:·[\p{Script=Han}]{2,6})?)(?![\p{Script=Han}])/giu, (m) => ({ value: m[1], confidence: 0.98 }));
  if (labelled) return labelled;
  const isCity = options.isCity ?? defaultIsCity;
  const plausible = (w: string) => /^[\p{Script=Han}]{2,4}$/u.test(w) && !NOT_NAMES.has(w) && !isSchool(w) && !isCity(w) && !/(简历|经历|信息|意向|大学|学院)/.test(w) && !/^第.+[章节回]$/.test(w) && !POSITION.test(w);
  for (const [i, line] of lines.slice(0, options.headLines ?? 6).entries()) {
    // a sentence is no name line ("天色渐晚，他推开了那扇门。")
    if (headingOf(line) || /[。！？!?]/.test(line) || line.length > 60) continue;
    const titled = NAME_IN_TITLE.map((re) => re.exec(line)?.[1]).find((n) => n !== undefined && plausible(n.split('·')[0]));
    if (titled) {
      const at = line.indexOf(titled);
      return { value: titled, confidence: 0.85, line: i, span: [at, at + titled.length] };
    }
    // templates space a two-character name out to the width of three: "张  三"
    if (/^[\p{Script=Han}](?:\s+[\p{Script=Han}]){1,2}$/u.test(line) && plausible(line.replace(/\s+/g, ''))) {
      return { value: line.replace(/\s+/g, ''), confidence: i === 0 ? 0.8 : 0.65, line: i, span: [0, line.length] };
    }
    // the name is the first token of its line: "张三", "张三 | 男 | 138…", "张三 求职意向：…"
    // an English resume's first line: "Li Ming"
    if (i === 0 && /^[A-Z][a-z]+(?: [A-Z][a-z]+){1,2}$/.test(line)) return { value: line, confidence: 0.6, line: 0, span: [0, line.length] };
    const token = NAME_TOKEN.exec(line)?.[0] ?? '';
    if (plausible(token.split('·')[0])) {
      const at = line.indexOf(token);
      return { value: token, confidence: i === 0 ? 0.85 : 0.7, line: i, span: [at, at + token.length] };
    }
  }
  return null;
}

/** All contact fields; `lines` are raw lines (normalised here), the found `line` indexes into them. */
export function findContact(lines: readonly string[], options: ContactOptions = {}): Contact {
  // contact values hold no punctuation: matched in the folded form, "电话：" as "电话:"
  const norm = lines.map(matchText);
  return {
    name: findName(norm, options),
    phone: findPhone(norm),
    email: findEmail(norm),
    sex: findSex(norm, options.headLines),
    birth_date: findBirthDate(norm),
    city: findCity(norm, options.isCity, options.headLines),
  };
}
