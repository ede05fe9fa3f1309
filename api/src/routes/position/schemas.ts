import { Type } from '@sinclair/typebox';
import { JOBS_LIMITS } from '@campus/shared-utils/rules';
import { Paging } from '../../lib/list-query';

/**
 * Request schemas of the position calls (their answers are shapes of @campus/shared-utils/shapes). Filters are
 * loose on purpose: a value outside its list or range is ignored (the rest of the query still applies), so shared
 * links from older pages keep working; only a wrong type or an over-long text is refused with 参数错误.
 */
const text = (description: string, maxLength = 50) => Type.Optional(Type.String({ maxLength, description }));
const int = (description: string) => Type.Optional(Type.Integer({ description }));

export const PositionQuery = Type.Object({
  keyword: text('title, category or company text; Chinese terms of any length; searched as text', JOBS_LIMITS.keywordMax),
  category: text('job_category value, e.g. fe'),
  city: text('city, e.g. 杭州'),
  salary: text('salary band value (SALARY_BANDS), e.g. 10-15; others ignored'),
  education: text('大专, 本科, 硕士 or 博士: positions asking for this degree, less, or 不限'),
  nature: text('校招, 实习 or 社招'),
  industry: text('company industry, e.g. 互联网/IT'),
  company_size: text('company size band, e.g. 100-499人'),
  graduation_year: int('graduation year, e.g. 2026: positions for it or for any year'),
  zoneid: int('a position zone of this site (unknown: ignored)'),
  sort: text('newest (default) or relevance', 20),
  hide_applied: int('1: leave out what the logged-in student applied to (visitors: ignored)'),
  ...Paging,
});

export const ZoneBody = Type.Object({ zoneid: Type.Integer({ minimum: 1 }) });
