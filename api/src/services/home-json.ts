import type { FastifyBaseLogger } from 'fastify';
import type { AboutUs, RecruitHotItem } from '@campus/shared-utils';

/**
 * The JSON texts of a home (recruit_hot, aboutus) are saved by administrators and read back here: text
 * that does not parse, or has the wrong shape, is logged and answered empty; items without a value or
 * label are left out. What goes out is always well-formed JSON text.
 */
type Where = { siteId: number; field: 'recruit_hot' | 'aboutus' };

function parse(text: string, log: FastifyBaseLogger, where: Where): unknown {
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (err) {
    log.warn({ ...where, err: (err as Error).message }, 'malformed home JSON skipped');
    return undefined;
  }
}

const str = (v: unknown): string => (typeof v === 'string' ? v : typeof v === 'number' && Number.isFinite(v) ? String(v) : '');
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

export function cleanRecruitHot(text: string, log: FastifyBaseLogger, siteId: number): string {
  const where: Where = { siteId, field: 'recruit_hot' };
  const value = parse(text, log, where);
  if (value === undefined) return '[]';
  if (!Array.isArray(value)) {
    log.warn(where, 'home JSON is not a list; skipped');
    return '[]';
  }
  const items: RecruitHotItem[] = [];
  for (const raw of value) {
    const item = isObject(raw)
      ? { value: str(raw.value), label: str(raw.label), period: str(raw.period), aliasName: str(raw.aliasName), isHot: raw.isHot === 1 || raw.isHot === '1' || raw.isHot === true ? 1 : 0 }
      : null;
    if (item && item.value && item.label) items.push(item as RecruitHotItem);
  }
  if (items.length < value.length) log.warn({ ...where, skipped: value.length - items.length }, 'malformed recruit_hot items skipped');
  return JSON.stringify(items);
}

export function cleanAboutUs(text: string, log: FastifyBaseLogger, siteId: number): string {
  const where: Where = { siteId, field: 'aboutus' };
  const value = parse(text, log, where);
  if (value === undefined) return '';
  const image = isObject(value) ? str(value.image) : '';
  if (!isObject(value) || !image) {
    if (!(isObject(value) && Object.keys(value).length === 0)) log.warn(where, 'aboutus without an image; skipped');
    return '';
  }
  const about: AboutUs = { image, title: str(value.title), content: str(value.content) };
  return JSON.stringify(about);
}
