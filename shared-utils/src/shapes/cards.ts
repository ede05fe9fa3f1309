import { Type, type Static } from '@sinclair/typebox';

/**
 * The cards several answers share: one definition each, used by the home and the job pages alike (the home
 * sends the whole card even where it shows less). Both are core shapes: the home's first load reads them.
 */

/** What a position card shows of its company. */
export const PositionCompany = Type.Object({
  id: Type.Integer(),
  logo_url: Type.String(),
  company_name: Type.String(),
  industry: Type.String(),
  second_industry: Type.String(),
  insize: Type.String({ description: 'size band, e.g. 100-499人' }),
  nature: Type.String({ description: 'ownership, e.g. 国有企业' }),
});
export type PositionCompany = Static<typeof PositionCompany>;

export const PositionCardFields = {
  id: Type.Integer(),
  title: Type.String(),
  salary_str: Type.String({ description: 'e.g. 8-12K·13薪 or 面议' }),
  city: Type.String(),
  work_addr: Type.String(),
  education: Type.String(),
  experience: Type.String(),
  nature: Type.String({ description: '校招, 实习 or 社招' }),
  period: Type.String({ description: 'e.g. 2026届 or 长期有效' }),
  graduation_year: Type.Integer({ description: '0: any' }),
  category_value: Type.String(),
  category_label: Type.String(),
  /** the category label again, under the name spec §3 gives the home's position list */
  position: Type.String({ description: 'category label (spec §3 home position list)' }),
  benefits: Type.Array(Type.String(), { description: 'benefit tags (a list shows the first few)' }),
  publish_at: Type.Number({ description: 'epoch ms' }),
};

/** A position in a list: the home's chunks, search, company positions, college list, similar positions. */
export const PositionCard = Type.Object({ ...PositionCardFields, company: PositionCompany });
export type PositionCard = Static<typeof PositionCard>;

export const CompanyCardFields = {
  id: Type.Integer(),
  logo_url: Type.String(),
  company_name: Type.String(),
  short_name: Type.String(),
  industry: Type.String(),
  second_industry: Type.String(),
  insize: Type.String({ description: 'size band, e.g. 100-499人' }),
  nature: Type.String(),
  city: Type.String(),
  position_count: Type.Integer({ description: 'open positions' }),
};

/** A company in a list: the home's recruiting companies, the company list, the college list. */
export const CompanyCard = Type.Object(CompanyCardFields);
export type CompanyCard = Static<typeof CompanyCard>;
