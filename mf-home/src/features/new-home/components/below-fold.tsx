import type { ReactElement } from 'react';
import { RecruitingCompanies } from './recruiting-companies';
import { RecruitingPositions } from './recruiting-positions';

/** The new home's blocks below the fold, a chunk of their own (new-home.tsx). */
export function BelowFold(): ReactElement {
  return (
    <>
      <RecruitingCompanies />
      <RecruitingPositions />
    </>
  );
}
