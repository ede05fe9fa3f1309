/**
 * The rows of the scale data set, the same on SQLite and PostgreSQL (one generator, one seed): companies of
 * the demo's generator once per city, then their positions in batches, with the search terms and facet row
 * each position gets from the app's own indexing rules.
 */
import { facetRow, termRows } from '../../db/repositories/position-terms';
import type { PositionFacetTable, PositionTermTable } from '../../db/tables/jobs-area';
import type { NewCompany } from '../../db/tables/company';
import type { NewPosition } from '../../db/tables/position';
import { CITIES, makeCompanies, type SeedCompany } from '../home/companies';
import { makePositions } from '../home/positions';
import { createRng, type Rng } from '../home/prng';
import { SEED_NOW } from '../home/seed-home';

/** Positions written per batch (one transaction on SQLite, one COPY per table on PostgreSQL). */
export const SCALE_BATCH = 20_000;

export const scaleRng = (): Rng => createRng(20261123);

/** Companies to add: the demo's generator once per city (regional companies carry their city's name), minus names the site has. */
export function scaleCompanies(rng: Rng, siteId: number, existingNames: Iterable<string>): SeedCompany[] {
  const names = new Set(existingNames);
  const base = makeCompanies(rng, { siteId, count: 200, start: 1000, now: SEED_NOW });
  return CITIES.map((c) => c.name).flatMap((city) =>
    base.map((c) => ({ ...c, name: c.name.startsWith(city) ? c.name : `${city}${c.name}`, city })).filter((c) => !names.has(c.name) && names.add(c.name)),
  );
}

/** A company row as written (scale companies are never famous: the home page keeps its demo selection). */
export const companyRow = ({ categories: _c, ...row }: SeedCompany): NewCompany => ({ ...row, is_famous: 0 });

export type ScaleCompany = SeedCompany & { id: number };
export type ScalePosition = { row: NewPosition; company: ScaleCompany };

/** The positions to reach `target` open ones from `have`, spread evenly over the companies, in batches of SCALE_BATCH. */
export function* positionBatches(rng: Rng, companies: ScaleCompany[], have: number, target: number): Generator<ScalePosition[]> {
  const perCompany = Math.ceil((target - have) / companies.length);
  let written = 0;
  let pending: ScalePosition[] = [];
  for (const [n, company] of companies.entries()) {
    if (have + written >= target) break;
    const count = Math.min(perCompany, target - have - written);
    // spread publish times over a year, so "newest" means something at this size
    const now = SEED_NOW - (n % 365) * 86_400_000;
    for (const row of makePositions(rng, company, count, now)) pending.push({ row, company });
    written += count;
    if (pending.length >= SCALE_BATCH) {
      yield pending;
      pending = [];
    }
  }
  if (pending.length > 0) yield pending;
}

/** The search terms and the facet row of a written position (what indexPositions would write for it). */
export function indexRows(row: NewPosition, id: number, company: ScaleCompany): { terms: PositionTermTable[]; facet: PositionFacetTable } {
  const p = { ...row, id, category_value: row.category_value ?? '', category_label: row.category_label ?? '', city: row.city ?? '', nature: row.nature ?? '', education: row.education ?? '' };
  return {
    terms: termRows(p, company.name),
    facet: facetRow({ ...p, salary_min: row.salary_min ?? 0, salary_max: row.salary_max ?? 0, graduation_year: row.graduation_year ?? 0 }, company),
  };
}
