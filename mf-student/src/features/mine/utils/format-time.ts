import { MINE_TEXT } from './texts';
import { cstParts } from '../../../utils/format-time';

export { formatDate, formatDateTime } from '../../../utils/format-time';

/** 11月25日（周三）14:30 */
export function formatInterviewTime(ms: number): string {
  const t = cstParts(ms);
  return MINE_TEXT.interviewTime(Number(t.m), Number(t.d), MINE_TEXT.weekdays[t.wd] ?? '', `${t.h}:${t.min}`);
}
