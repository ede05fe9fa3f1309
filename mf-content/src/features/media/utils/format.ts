import { formatCount } from '@campus/shared-utils';
import { MEDIA_TEXT as T } from './texts';

const pad = (n: number): string => String(n).padStart(2, '0');

/** A publish date as the lists show it: 2026-11-24 (local time); '' for none. */
export function dateText(at: number): string {
  if (!at) return '';
  const d = new Date(at);
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}`;
}

/** A video time as players show it: 0:05, 12:34, 75:00 (minutes are not wrapped into hours). */
export function durationText(seconds: number): string {
  const s = Math.max(0, Math.floor(Number.isFinite(seconds) ? seconds : 0));
  return `${Math.floor(s / 60)}:${pad(s % 60)}`;
}

/** A file size: 512 B, 12.3 KB, 4.5 MB. */
export function sizeText(bytes: number): string {
  if (bytes < 1024) return `${Math.max(0, bytes)} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
}

/** Views as the cards say them: 356 阅读, 1.2k 阅读 (spec §9's k for 1000 or more). */
export const viewsText = (views: number): string => T.views(formatCount(views));
