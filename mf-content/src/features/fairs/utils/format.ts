/** How the fair pages write times and names. */

const pad = (n: number): string => String(n).padStart(2, '0');
const dateOf = (d: Date): string => `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
const timeOf = (d: Date): string => `${pad(d.getHours())}:${pad(d.getMinutes())}`;

/** A fair's start and end as shown: ['2026-11-28 09:00', '16:00'], the end's date only when it spans days. */
export function fairTimeEnds(start: number, end: number): [string, string] {
  const s = new Date(start);
  const e = new Date(end);
  const to = dateOf(s) === dateOf(e) ? timeOf(e) : `${dateOf(e)} ${timeOf(e)}`;
  return [`${dateOf(s)} ${timeOf(s)}`, to];
}

/** A slot's time: 2026-11-28 14:00-14:15. */
export const slotTime = (start: number, end: number): string => `${dateTime(start)}-${timeOf(new Date(end))}`;

/** A date and time: 2026-11-28 09:00. */
export const dateTime = (at: number): string => `${dateOf(new Date(at))} ${timeOf(new Date(at))}`;

// what a company name says after its brand: legal form, then a trade word or two
const LEGAL = /(股份有限公司|有限责任公司|有限公司|集团公司|公司|集团)$/;
const TRADE = /(科技|技术|信息|网络|数据|软件|电子|智能|实业|控股|发展|咨询|服务|管理|投资)$/;
const REGION = /^(中国|北京|上海|广州|深圳|杭州|南京|苏州|武汉|成都|西安|天津|重庆)(?=.{2,})/;

/** The short name a booth shows: 云帆数据科技有限公司 → 云帆数据; never empty for a named company. */
export function shortName(name: string): string {
  let s = name.trim().replace(/[（(].*?[)）]/g, '');
  s = s.replace(LEGAL, '');
  for (let i = 0; i < 2 && s.length > 4 && TRADE.test(s); i += 1) s = s.replace(TRADE, '');
  if (s.length > 4) s = s.replace(REGION, '');
  return s || name.trim();
}

/** Width of a character in em: Latin letters and digits about 0.6, Chinese characters 1. */
const em = (ch: string): number => (ch.charCodeAt(0) < 0x2e80 ? 0.6 : 1);

/** A label cut to fit `max` em (the width of `max` Chinese characters), with an ellipsis. */
export function fitText(text: string, max: number): string {
  const chars = [...text];
  if (chars.reduce((w, ch) => w + em(ch), 0) <= max) return text;
  let width = 1;
  let out = '';
  for (const ch of chars) {
    if (width + em(ch) > max) break;
    width += em(ch);
    out += ch;
  }
  return `${out || chars[0]}…`;
}
