import type { MediaAttachment, MediaCard, MediaChapter, MediaColumn, MediaDetail, MediaNeighbour } from '@campus/shared-utils/shapes';
import type { MaterialCardRow, NeighbourRow } from '../../db/repositories/media';
import type { MediaColumnRow, MediaMaterialRow } from '../../db/tables/content-area';
import { parseJson } from '../../lib/json';
import { safeUrl } from '../../lib/safe-url';
import { sanitizeArticleHtml } from '../../lib/sanitize-article';

/**
 * Rows of the content area as the answers give them. Stored texts are the back office's; what a page puts into
 * an address (covers, files, attachments) must be our own path or an http(s) URL, anything else becomes ''.
 */


export function toMediaColumn(row: Pick<MediaColumnRow, 'id' | 'title' | 'intro'>): MediaColumn {
  return { id: row.id, title: row.title, intro: row.intro };
}

export function toMediaCard(row: MaterialCardRow): MediaCard {
  return {
    id: row.id,
    kind: row.kind,
    title: row.title,
    summary: row.summary,
    cover_url: safeUrl(row.cover_url),
    publish_at: Number(row.publish_at),
    views: Number(row.views),
    duration: row.kind === 'video' ? Math.max(0, Number(row.duration)) : 0,
  };
}

const toNeighbour = (row: NeighbourRow | undefined): MediaNeighbour | null => (row ? { id: row.id, kind: row.kind, title: row.title } : null);

const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);

/** The objects of a JSON array text; anything else (bad JSON, not an array, other entries) is left out. */
export function jsonRecords(text: string): Record<string, unknown>[] {
  return parseJson(text, Array.isArray, [] as unknown[]).filter(isObject);
}

const isNonNegative = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v) && v >= 0;

/** Attachments from their JSON text: well-formed entries with a safe address only; bad JSON gives []. */
export function parseAttachments(text: string): MediaAttachment[] {
  return jsonRecords(text).flatMap((a) => {
    const name = typeof a.name === 'string' ? a.name.trim() : '';
    const url = typeof a.url === 'string' ? safeUrl(a.url) : '';
    if (!name || !url) return [];
    return [{ name, url, size: isNonNegative(a.size) ? Math.floor(a.size) : 0 }];
  });
}

/** Chapters from their JSON text: titled, starting within the video (0 ≤ at < duration), in time order; bad JSON gives []. */
export function parseChapters(text: string, duration: number): MediaChapter[] {
  return jsonRecords(text)
    .flatMap((c) => {
      const title = typeof c.title === 'string' ? c.title.trim() : '';
      if (!title || !isNonNegative(c.at) || c.at >= duration) return [];
      return [{ at: Math.floor(c.at), title }];
    })
    .sort((a, b) => a.at - b.at);
}

export type DetailParts = {
  column: Pick<MediaColumnRow, 'id' | 'title' | 'intro'>;
  prev?: NeighbourRow;
  next?: NeighbourRow;
  related: MaterialCardRow[];
};

/** An article or a video as getinfo answers it; the body is sanitised again here, whatever the row holds. */
export function toMediaDetail(row: MediaMaterialRow, parts: DetailParts): MediaDetail {
  const card = toMediaCard(row);
  const video = row.kind === 'video';
  return {
    ...card,
    column: toMediaColumn(parts.column),
    source: row.source,
    author: row.author,
    body_html: sanitizeArticleHtml(row.body_html),
    attachments: parseAttachments(row.attachments),
    video_url: video ? safeUrl(row.video_url) : '',
    poster_url: video ? safeUrl(row.poster_url) : '',
    chapters: video ? parseChapters(row.chapters, card.duration) : [],
    prev: toNeighbour(parts.prev),
    next: toNeighbour(parts.next),
    related: video ? parts.related.map(toMediaCard) : [],
  };
}
