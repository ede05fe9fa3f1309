import { sql } from 'kysely';
import type { MediaKind } from '@campus/shared-utils/rules';
import { sanitizeArticleHtml } from '../../lib/sanitize-article';
import type { Db } from '../database';
import type { MediaColumnRow, MediaMaterialRow, NewMediaMaterial } from '../tables/content-area';

/**
 * Articles and videos ("media material") in columns, and students' watched progress. Every read is scoped to a
 * site; a material is published when its status is 1 and its publish time has come (`now`, epoch ms).
 */

/** What a list card shows (no body). */
export type MaterialCardRow = Pick<MediaMaterialRow, 'id' | 'kind' | 'title' | 'summary' | 'cover_url' | 'publish_at' | 'views' | 'duration'>;
export type NeighbourRow = Pick<MediaMaterialRow, 'id' | 'kind' | 'title'>;

const CARD_COLUMNS = ['id', 'kind', 'title', 'summary', 'cover_url', 'publish_at', 'views', 'duration'] as const;

export type ColumnListFilter = { siteId: number; columnId: number; kind?: MediaKind; now: number };

/** A column of a site, or undefined for an unknown id or another site's column. */
export function findSiteColumn(db: Db, siteId: number, columnId: number): Promise<MediaColumnRow | undefined> {
  return db.selectFrom('media_column').selectAll().where('id', '=', columnId).where('site_id', '=', siteId).executeTakeFirst();
}

function published(db: Db, siteId: number, now: number) {
  return db.selectFrom('media_material').where('site_id', '=', siteId).where('status', '=', 1).where('publish_at', '<=', now);
}

function columnMaterials(db: Db, f: ColumnListFilter) {
  const q = published(db, f.siteId, f.now).where('column_id', '=', f.columnId);
  return f.kind ? q.where('kind', '=', f.kind) : q;
}

/** One page of a column's published materials, newest first (ties: the later id first). */
export function listColumnMaterials(db: Db, filter: ColumnListFilter, offset: number, limit: number): Promise<MaterialCardRow[]> {
  return columnMaterials(db, filter).select(CARD_COLUMNS).orderBy('publish_at', 'desc').orderBy('id', 'desc').offset(offset).limit(limit).execute();
}

export async function countColumnMaterials(db: Db, filter: ColumnListFilter): Promise<number> {
  const row = await columnMaterials(db, filter).select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
  return Number(row.n);
}

/** A published material of a site, or undefined (unknown, another site's, hidden or not yet published). */
export function findPublishedMaterial(db: Db, siteId: number, id: number, now: number): Promise<MediaMaterialRow | undefined> {
  return published(db, siteId, now).selectAll().where('id', '=', id).executeTakeFirst();
}

/**
 * The items beside a material in its column's list order (newest first): `prev` is the one listed just before
 * it (newer), `next` the one just after (older); undefined at the ends.
 */
export async function findNeighbours(db: Db, m: Pick<MediaMaterialRow, 'id' | 'site_id' | 'column_id' | 'publish_at'>, now: number): Promise<{ prev?: NeighbourRow; next?: NeighbourRow }> {
  const base = () => published(db, m.site_id, now).where('column_id', '=', m.column_id).select(['id', 'kind', 'title']);
  const [prev, next] = await Promise.all([
    base()
      .where((eb) => eb.or([eb('publish_at', '>', m.publish_at), eb.and([eb('publish_at', '=', m.publish_at), eb('id', '>', m.id)])]))
      .orderBy('publish_at', 'asc')
      .orderBy('id', 'asc')
      .limit(1)
      .executeTakeFirst(),
    base()
      .where((eb) => eb.or([eb('publish_at', '<', m.publish_at), eb.and([eb('publish_at', '=', m.publish_at), eb('id', '<', m.id)])]))
      .orderBy('publish_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst(),
  ]);
  return { prev, next };
}

/** Other published videos of the site: those of the same column first, then the newest. */
export function listRelatedVideos(db: Db, m: Pick<MediaMaterialRow, 'id' | 'site_id' | 'column_id'>, now: number, limit: number): Promise<MaterialCardRow[]> {
  return published(db, m.site_id, now)
    .select(CARD_COLUMNS)
    .where('kind', '=', 'video')
    .where('id', '<>', m.id)
    .orderBy(sql`case when column_id = ${m.column_id} then 0 else 1 end`)
    .orderBy('publish_at', 'desc')
    .orderBy('id', 'desc')
    .limit(limit)
    .execute();
}

/** Counts one view of a published material of a site: a single UPDATE (nothing for anything else). */
export async function addView(db: Db, siteId: number, id: number, now: number): Promise<void> {
  await db
    .updateTable('media_material')
    .set((eb) => ({ views: eb('views', '+', 1) }))
    .where('id', '=', id)
    .where('site_id', '=', siteId)
    .where('status', '=', 1)
    .where('publish_at', '<=', now)
    .execute();
}

/** A new material as a writer gives it: the site is its column's. */
export type MaterialInput = Omit<NewMediaMaterial, 'site_id' | 'id'>;
/** Changes to a stored material (moving it to a column of another site moves it to that site). */
export type MaterialChanges = { id: number } & Partial<MaterialInput>;

/**
 * Stores a material: inserts a new one, or changes the row of `id`. body_html is sanitised on the way in.
 * Answers the row's id and its site, whose cached answers the caller drops (`app.dropSiteCaches(siteId)`).
 */
export async function saveMaterial(db: Db, input: MaterialInput | MaterialChanges): Promise<{ id: number; siteId: number }> {
  const existing = 'id' in input ? await db.selectFrom('media_material').select('column_id').where('id', '=', input.id).executeTakeFirst() : undefined;
  if ('id' in input && !existing) throw new Error(`saveMaterial: no material ${input.id}`);
  const columnId = input.column_id ?? existing?.column_id;
  const column = columnId === undefined ? undefined : await db.selectFrom('media_column').select('site_id').where('id', '=', columnId).executeTakeFirst();
  if (!column) throw new Error(`saveMaterial: no column ${String(columnId)}`);
  const clean = input.body_html === undefined ? {} : { body_html: sanitizeArticleHtml(input.body_html) };
  if (!('id' in input)) {
    const inserted = await db.insertInto('media_material').values({ ...input, ...clean, site_id: column.site_id }).returning('id').executeTakeFirstOrThrow();
    return { id: inserted.id, siteId: column.site_id };
  }
  const { id, ...changes } = input;
  await db.updateTable('media_material').set({ ...changes, ...clean, site_id: column.site_id }).where('id', '=', id).execute();
  return { id, siteId: column.site_id };
}

/** A student's saved position in a video, or undefined. */
export async function findProgress(db: Db, studentId: number, materialId: number): Promise<{ seconds: number; updated_at: number } | undefined> {
  const row = await db.selectFrom('video_progress').select(['seconds', 'updated_at']).where('student_id', '=', studentId).where('material_id', '=', materialId).executeTakeFirst();
  return row && { seconds: Number(row.seconds), updated_at: Number(row.updated_at) };
}

/**
 * Records a student's position in a video unless the student had any progress written in the last `windowMs`
 * (one conditional upsert, so the limit holds across processes; the same row is checked again under its lock).
 * Answers whether it wrote.
 */
export async function recordProgress(db: Db, studentId: number, materialId: number, seconds: number, now: number, windowMs: number): Promise<boolean> {
  const since = now - windowMs;
  const written = await db
    .insertInto('video_progress')
    .columns(['student_id', 'material_id', 'seconds', 'updated_at'])
    .expression(
      // typed casts: PostgreSQL reads a bare parameter in a select list as text
      db
        .selectNoFrom([
          sql<number>`cast(${studentId} as integer)`.as('student_id'),
          sql<number>`cast(${materialId} as integer)`.as('material_id'),
          sql<number>`cast(${seconds} as integer)`.as('seconds'),
          sql<number>`cast(${now} as bigint)`.as('updated_at'),
        ])
        .where((eb) => eb.not(eb.exists(eb.selectFrom('video_progress').select(sql.lit(1).as('one')).where('student_id', '=', studentId).where('updated_at', '>', since)))),
    )
    .onConflict((oc) =>
      oc
        .columns(['student_id', 'material_id'])
        .doUpdateSet({ seconds: (eb) => eb.ref('excluded.seconds'), updated_at: (eb) => eb.ref('excluded.updated_at') })
        .where('video_progress.updated_at', '<=', since),
    )
    .returning('seconds')
    .execute();
  return written.length > 0;
}
