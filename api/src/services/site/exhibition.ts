import type { ExhibitionBlock } from '@campus/shared-utils';
import { isRecordArray, parseJson } from '../../lib/json';

/** The exhibition blocks of a site (spec §3), tolerant of hand-edited JSON: bad entries are coerced, bad text is []. */
export function parseExhibition(text: string): ExhibitionBlock[] {
  return parseJson(text, isRecordArray, []).map((b) => ({
    label: String(b.label ?? ''),
    show: b.show === 1 || b.show === '1' || b.show === true ? 1 : 0,
    title: String(b.title ?? ''),
  }));
}
