import type { CompanyCard, PositionCard } from '@campus/shared-utils/shapes';
import type { CompanyTile } from '../db/repositories/company';
import type { PositionCard as PositionCardRow } from '../db/repositories/position';
import { isStringArray, parseJson } from '../lib/json';

/** The mappers of the cards several areas answer with (shared-utils shapes/cards.ts): home, position and company lists. */

/** JSON text of a tag list as stored; anything malformed is no tags. */
export function tagList(text: string): string[] {
  return parseJson(text, isStringArray, []);
}

export function positionCard(p: PositionCardRow): PositionCard {
  return {
    id: p.id,
    title: p.title,
    salary_str: p.salary_str,
    city: p.city,
    work_addr: p.work_addr,
    education: p.education,
    experience: p.experience,
    nature: p.nature,
    period: p.period,
    graduation_year: p.graduation_year,
    category_value: p.category_value,
    category_label: p.category_label,
    position: p.category_label,
    benefits: tagList(p.benefits),
    publish_at: p.publish_at,
    company: {
      id: p.company.id,
      logo_url: p.company.logo_url,
      company_name: p.company.name,
      industry: p.company.industry,
      second_industry: p.company.second_industry,
      insize: p.company.insize,
      nature: p.company.nature,
    },
  };
}

export function companyCard(c: CompanyTile): CompanyCard {
  return {
    id: c.id,
    logo_url: c.logo_url,
    company_name: c.name,
    short_name: c.short_name,
    industry: c.industry,
    second_industry: c.second_industry,
    insize: c.insize,
    nature: c.nature,
    city: c.city,
    position_count: c.position_count,
  };
}
