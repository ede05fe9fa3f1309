import { fairStatusAt } from '@campus/shared-utils/rules';
import type { FairCompany, FairDetail, FairPosition, FloorBooth, FloorHall, Floorplan } from '@campus/shared-utils/shapes';
import type { BoothRow } from '../../db/repositories/fair-floorplan';
import type { CompanyFairPositions, FairCompanyRow, FairCounts } from '../../db/repositories/fairs';
import type { JobFairHallRow } from '../../db/tables/content-area';
import type { JobFairRow } from '../../db/tables/home';
import { parseJson } from '../../lib/json';
import { safeUrl } from '../../lib/safe-url';

/** Fair rows as the schooljobfairzone answers give them. */

export function toFairDetail(fair: JobFairRow, counts: FairCounts, now: number): FairDetail {
  const start = Number(fair.start_at);
  const end = Number(fair.end_at);
  return {
    id: fair.id,
    title: fair.title,
    kind: fair.kind,
    status: fairStatusAt(start, end, now),
    start_at: start,
    end_at: end,
    place: fair.place,
    online_url: fair.kind === 'online' ? safeUrl(fair.online_url) : '',
    organiser: fair.organiser,
    intro: fair.intro,
    thumbnail_url: safeUrl(fair.thumbnail_url),
    about_image_url: safeUrl(fair.about_image_url),
    ...counts,
  };
}

const NO_POSITIONS: CompanyFairPositions = { positions: [], count: 0 };

const positionsOf = (entry: CompanyFairPositions | undefined): { positions: FairPosition[]; position_count: number } => {
  const { positions, count } = entry ?? NO_POSITIONS;
  return { positions: positions.map((p) => ({ id: p.id, title: p.title, salary_str: p.salary_str, city: p.city, education: p.education })), position_count: count };
};

export function toFairCompany(row: FairCompanyRow, positions: CompanyFairPositions | undefined): FairCompany {
  return {
    company_id: row.company_id,
    company_name: row.company_name,
    logo_url: safeUrl(row.logo_url),
    industry: row.industry,
    insize: row.insize,
    booth_id: row.booth_id ?? 0,
    booth_code: row.booth_code ?? '',
    hall: row.hall ?? '',
    ...positionsOf(positions),
  };
}

const finite = (v: unknown): v is number => typeof v === 'number' && Number.isFinite(v);
const isObject = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v);
const records = (v: unknown): Record<string, unknown>[] => (Array.isArray(v) ? v.filter(isObject) : []);

/** A hall's entrances and aisles from its layout JSON text: well-formed entries only; bad JSON gives none. */
export function parseHallLayout(text: string): Pick<FloorHall, 'entrances' | 'aisles'> {
  const layout = parseJson(text, isObject, {});
  return {
    entrances: records(layout.entrances).flatMap((e) => (finite(e.x) && finite(e.y) ? [{ x: e.x, y: e.y, label: typeof e.label === 'string' ? e.label : '' }] : [])),
    aisles: records(layout.aisles).flatMap((a) =>
      finite(a.x) && finite(a.y) && finite(a.width) && finite(a.height) && a.width > 0 && a.height > 0 ? [{ x: a.x, y: a.y, width: a.width, height: a.height }] : [],
    ),
  };
}

export function toFloorHall(row: JobFairHallRow): FloorHall {
  return { id: row.id, name: row.name, x: row.x, y: row.y, width: row.width, height: row.height, ...parseHallLayout(row.layout) };
}

export function toFloorBooth(row: BoothRow, positions: Map<number, CompanyFairPositions>): FloorBooth {
  const companyId = row.company_id ?? 0;
  return {
    id: row.id,
    hall_id: row.hall_id,
    code: row.code,
    x: row.x,
    y: row.y,
    width: row.width,
    height: row.height,
    state: row.state,
    company_id: companyId,
    company_name: row.company_name ?? '',
    logo_url: safeUrl(row.logo_url ?? ''),
    ...positionsOf(companyId ? positions.get(companyId) : undefined),
  };
}

/** The map: halls, booths, and a canvas from the origin to the far edges of the halls (and of any booth outside them). */
export function toFloorplan(fair: Pick<JobFairRow, 'id' | 'title'>, halls: FloorHall[], booths: FloorBooth[]): Floorplan {
  const rects = [...halls, ...booths];
  const edge = (values: number[]) => Math.round(Math.max(0, ...values) * 1000) / 1000;
  return {
    fair_id: fair.id,
    title: fair.title,
    width: edge(rects.map((r) => r.x + r.width)),
    height: edge(rects.map((r) => r.y + r.height)),
    halls,
    booths,
  };
}
