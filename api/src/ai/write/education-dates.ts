import type { ResumeDegree } from '@campus/shared-utils/rules';

/** Years of study before graduation by degree: 大专 3, 本科 4, 硕士 3, 博士 4. */
export const STUDY_YEARS: Record<ResumeDegree, number> = { 1: 3, 2: 4, 3: 3, 4: 4 };

/**
 * The study period of the wish's school: from September of the year of entry to June of graduation
 * (the usual Chinese academic year); both '' without a graduation year.
 */
export function studyPeriod(degree: ResumeDegree, graduationYear: number): { start_date: string; end_date: string } {
  if (!graduationYear) return { start_date: '', end_date: '' };
  return { start_date: `${graduationYear - STUDY_YEARS[degree]}-09`, end_date: `${graduationYear}-06` };
}
