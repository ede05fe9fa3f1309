import type { Db } from '../../db/database';
import type { NewMediaMaterial } from '../../db/tables/content-area';
import { sanitizeArticleHtml } from '../../lib/sanitize-article';
import type { Rng } from '../home/prng';
import { articleBody } from './article-body';
import type { SeedArticle } from './article-types';
import { PATH_ARTICLES } from './articles-paths';
import { OTHER_SITE_ARTICLES } from './articles-other-sites';
import { POLICY_ARTICLES } from './articles-policy';
import { PROGRAMME_ARTICLES } from './articles-programmes';
import { RESUME_ARTICLES } from './articles-resume';
import { DAY, insertBatches } from './batches';
import { COLUMNS, SOURCES } from './columns';
import { ATTACHMENTS, coverUrl, posterUrl, videoUrl } from './media-files';
import { VIDEOS, type SeedVideo } from './videos';

export const ARTICLES: SeedArticle[] = [...POLICY_ARTICLES, ...RESUME_ARTICLES, ...PROGRAMME_ARTICLES, ...PATH_ARTICLES, ...OTHER_SITE_ARTICLES];

type PlacedColumn = { id: number; siteId: number; host: string };

const esc = (s: string): string => s.replace(/[&<>"]/g, (c) => `&#${c.charCodeAt(0)};`);
const clock = (s: number): string => `${String(Math.floor(s / 60)).padStart(2, '0')}:${String(s % 60).padStart(2, '0')}`;

/**
 * Columns of the demo sites with their articles and videos. The home's zone items of config_type 4 and 5 get
 * the ids of the columns they name; article bodies are stored sanitised. `fairs` is the featured job fair per
 * host, which links written '{fair}' open.
 */
export async function seedMedia(db: Db, rng: Rng, now: number, sites: Map<string, number>, fairs: Map<string, number>): Promise<void> {
  const columns = new Map<string, PlacedColumn>();
  for (const [sort, c] of COLUMNS.entries()) {
    const siteId = sites.get(c.host);
    if (siteId === undefined) continue;
    const row = await db.insertInto('media_column').values({ site_id: siteId, title: c.title, intro: c.intro, sort }).returning('id').executeTakeFirstOrThrow();
    columns.set(c.key, { id: row.id, siteId, host: c.host });
    if (/^\d+$/.test(c.key)) {
      await db
        .updateTable('home_zone_item')
        .set({ config_content: String(row.id) })
        .where('site_id', '=', siteId)
        .where('config_type', '=', c.mixed ? 5 : 4)
        .where('config_content', '=', c.key)
        .execute();
    }
  }
  const rows: NewMediaMaterial[] = [];
  for (const a of ARTICLES) {
    const column = columns.get(a.column);
    if (column) rows.push(articleRow(a, column, rng, now, fairs.get(column.host)));
  }
  for (const v of VIDEOS) {
    const column = columns.get(v.column);
    if (column) rows.push(videoRow(v, column, rng, now));
  }
  await insertBatches(db, 'media_material', rows);
}

/** Some day in the last four months, at a working hour. */
function publishedAt(rng: Rng, now: number): number {
  return now - rng.int(1, 120) * DAY - rng.int(0, 9) * 3_600_000 - rng.int(0, 59) * 60_000;
}

function articleRow(a: SeedArticle, column: PlacedColumn, rng: Rng, now: number, fairId: number | undefined): NewMediaMaterial {
  const links = a.links.map((l) => {
    if (!l.href.includes('{fair}')) return l;
    if (fairId === undefined) throw new Error(`content seed: "${a.title}" links a fair but ${column.host} has none`);
    return { ...l, href: l.href.replace('{fair}', String(fairId)) };
  });
  return {
    site_id: column.siteId,
    column_id: column.id,
    kind: 'article',
    title: a.title,
    summary: a.summary,
    cover_url: coverUrl(a.cover),
    source: SOURCES[column.host] ?? '',
    author: a.author,
    body_html: sanitizeArticleHtml(articleBody({ ...a, links })),
    video_url: '',
    poster_url: '',
    attachments: JSON.stringify((a.attachments ?? []).map((name) => ATTACHMENTS[name])),
    chapters: '[]',
    duration: 0,
    views: rng.int(120, 6800),
    publish_at: publishedAt(rng, now),
    status: 1,
  };
}

function videoRow(v: SeedVideo, column: PlacedColumn, rng: Rng, now: number): NewMediaMaterial {
  const chapters = v.chapters.map((c) => `<li>${clock(c.at)} ${esc(c.title)}</li>`).join('');
  return {
    site_id: column.siteId,
    column_id: column.id,
    kind: 'video',
    title: v.title,
    summary: v.summary,
    cover_url: posterUrl(v.file),
    source: SOURCES[column.host] ?? '',
    author: v.author,
    body_html: sanitizeArticleHtml(`${v.text.map((p) => `<p>${esc(p)}</p>`).join('')}<h3>本节内容</h3><ol>${chapters}</ol>`),
    video_url: videoUrl(v.file),
    poster_url: posterUrl(v.file),
    attachments: '[]',
    chapters: JSON.stringify(v.chapters),
    duration: v.duration,
    views: rng.int(300, 12_000),
    publish_at: publishedAt(rng, now),
    status: 1,
  };
}
