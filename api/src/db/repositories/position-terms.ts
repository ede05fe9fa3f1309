import { sql } from 'kysely';
import { inTransaction, type Db } from '../database';
import type { PositionFacetTable, PositionTermTable } from '../tables/jobs-area';

/**
 * The search terms of positions (migration 4001). Chinese has no spaces, and a full-text index of words
 * misses the short terms students type (前端, 会计, 销售), so Chinese text is cut into single characters
 * and character pairs; latin words (java, c++) are kept whole, with their prefixes so typing "jav" finds
 * Java. Only open positions of shown companies have terms: a search needs no other check to count them.
 */

const TOKEN = /[\u3400-\u9fff\uf900-\ufaff]+|[a-z0-9][a-z0-9+#]*/g;
const CJK = /^[\u3400-\u9fff\uf900-\ufaff]/;
/** longer latin words are indexed by this many leading characters (a longer keyword word is cut too) */
const WORD_MAX = 16;
/** the index is asked about this many of a keyword's terms at most; the full keyword is then checked as text */
const LOOKUP_TERMS = 6;

/** Text as the index and the search compare it: compatibility forms folded, lower case. */
export const normalizeText = (text: string): string => text.normalize('NFKC').toLowerCase();
const normalize = normalizeText;

/** Every term of a position's texts: characters, character pairs, latin words and their prefixes. */
export function termsOf(...texts: string[]): Set<string> {
  const terms = new Set<string>();
  for (const text of texts) {
    for (const [token] of normalize(text).matchAll(TOKEN)) {
      if (CJK.test(token)) {
        const chars = [...token];
        chars.forEach((ch, i) => {
          terms.add(ch);
          if (i + 1 < chars.length) terms.add(ch + chars[i + 1]);
        });
      } else {
        const word = token.slice(0, WORD_MAX);
        for (let n = 1; n <= word.length; n += 1) terms.add(word.slice(0, n));
      }
    }
  }
  return terms;
}

/** A keyword as the search uses it: the terms every match holds, and the parts to check as text. */
export type KeywordQuery = {
  /** the keyword's terms a match holds (at most LOOKUP_TERMS, spread over it); the search starts from the rarest */
  lookup: string[];
  /** the lower-cased words (Chinese runs, latin words), each of which a match contains (title, category or company) */
  parts: string[];
  /** whether the looked-up terms alone decide a match (one or two Chinese characters, or one latin word) */
  exact: boolean;
};

export function keywordQuery(keyword: string): KeywordQuery {
  // the keyword's words: Chinese runs and latin words. Spaces and punctuation only separate them, so a title
  // copied with its full-width brackets (前端开发工程师（实习）) finds itself.
  const parts = [...new Set([...normalize(keyword).matchAll(TOKEN)].map(([token]) => token))];
  const terms: string[] = [];
  for (const token of parts) {
    if (CJK.test(token)) {
      const chars = [...token];
      if (chars.length === 1) terms.push(token);
      for (let i = 0; i + 1 < chars.length; i += 1) terms.push(chars[i]! + chars[i + 1]!);
    } else terms.push(token.slice(0, WORD_MAX));
  }
  const unique = [...new Set(terms)];
  // spread the looked-up terms over the keyword: the first, the last and evenly between
  const lookup = unique.length <= LOOKUP_TERMS ? unique : Array.from({ length: LOOKUP_TERMS }, (_, i) => unique[Math.round((i * (unique.length - 1)) / (LOOKUP_TERMS - 1))]!);
  const whole = parts.length === 1 ? parts[0]! : '';
  const exact = parts.length === 1 && unique.length === 1 && (CJK.test(whole) ? [...whole].length <= 2 : whole.length <= WORD_MAX);
  return { lookup: [...new Set(lookup)], parts, exact };
}

/** The rows of one position's terms. */
export function termRows(p: { id: number; site_id: number; publish_at: number; title: string; category_label: string }, companyName: string): PositionTermTable[] {
  return [...termsOf(p.title, p.category_label, companyName)].map((term) => ({ term, site_id: p.site_id, publish_at: p.publish_at, position_id: p.id }));
}

type FacetSource = Omit<PositionFacetTable, 'position_id' | 'company_name' | 'industry' | 'insize'> & { id: number };

/** What a search reads of one position: its texts and filter columns, its company's name, industry and size. */
export function facetRow(p: FacetSource, company: { name: string; industry: string; insize: string }): PositionFacetTable {
  return {
    position_id: p.id,
    title: p.title,
    category_label: p.category_label,
    company_name: company.name,
    category_value: p.category_value,
    city: p.city,
    nature: p.nature,
    education: p.education,
    salary_min: p.salary_min,
    salary_max: p.salary_max,
    graduation_year: p.graduation_year,
    industry: company.industry,
    insize: company.insize,
  };
}

/** Rows per insert: four parameters each, well below PostgreSQL's 65,535 a statement. */
const INSERT_BATCH = 2_000;

export async function insertTermRows(db: Db, rows: PositionTermTable[]): Promise<void> {
  for (let i = 0; i < rows.length; i += INSERT_BATCH) {
    await db.insertInto('position_term').values(rows.slice(i, i + INSERT_BATCH)).onConflict((oc) => oc.doNothing()).execute();
  }
}

/**
 * Brings the terms and facets of these positions in step with their rows: call it after positions are written, or
 * after their company's name or status changed. Closed positions and those of hidden companies lose their terms.
 */
export async function indexPositions(db: Db, ids: readonly number[]): Promise<void> {
  for (let i = 0; i < ids.length; i += 500) {
    const chunk = ids.slice(i, i + 500);
    const run = async (trx: Db) => {
      await trx.deleteFrom('position_term').where('position_id', 'in', chunk).execute();
      await trx.deleteFrom('position_facet').where('position_id', 'in', chunk).execute();
      const rows = await trx
        .selectFrom('position')
        .innerJoin('company', 'company.id', 'position.company_id')
        .select([
          'position.id', 'position.site_id', 'position.publish_at', 'position.title', 'position.category_label', 'position.category_value', 'position.city',
          'position.nature', 'position.education', 'position.salary_min', 'position.salary_max', 'position.graduation_year', 'company.name', 'company.industry', 'company.insize',
        ])
        .where('position.id', 'in', chunk)
        .where('position.status', '=', 1)
        .where('company.status', '=', 1)
        .execute();
      await insertTermRows(trx, rows.flatMap((r) => termRows(r, r.name)));
      // thirteen parameters a row: 500 rows stay far below PostgreSQL's limit
      if (rows.length > 0) await trx.insertInto('position_facet').values(rows.map((r) => facetRow(r, r))).execute();
    };
    // one transaction per chunk, or the caller's
    await inTransaction(db, run);
  }
}

/** Re-indexes a company's positions (its name or status changed). */
export async function indexCompanyPositions(db: Db, companyId: number): Promise<void> {
  const rows = await db.selectFrom('position').select('id').where('company_id', '=', companyId).execute();
  await indexPositions(
    db,
    rows.map((r) => r.id),
  );
}

/** Indexes every position that has no terms yet (the demo seed and databases seeded before this index existed). */
export async function indexUnindexedPositions(db: Db): Promise<number> {
  let done = 0;
  let after = 0;
  for (;;) {
    const rows = await db
      .selectFrom('position')
      .select('id')
      .where('id', '>', after)
      .where('status', '=', 1)
      .where(({ not, exists, selectFrom }) => not(exists(selectFrom('position_term').select(sql`1`.as('x')).whereRef('position_term.position_id', '=', 'position.id'))))
      .orderBy('id')
      .limit(2_000)
      .execute();
    if (rows.length === 0) return done;
    await indexPositions(
      db,
      rows.map((r) => r.id),
    );
    done += rows.length;
    after = rows[rows.length - 1]!.id;
  }
}
