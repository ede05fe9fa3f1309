import type { ReactElement } from 'react';
import { api, JOBS_MSG } from '@campus/shared-utils/student';
import { CompanyCard } from '../components/company-card';
import { PositionCard } from '../components/position-card';
import { CollegePage } from './college-page';
import { JobFairCard } from './job-fair-card';
import { JOBS_TEXT as T } from '../utils/texts';

/** /collegePosition?from=0: the positions of this school or department site. */
export function CollegePositionPage(): ReactElement {
  return <CollegePage tab="position" noun={T.college.position} emptyText={T.college.noPositions} load={api.jobs.collegePositions} keyOf={(p) => p.id} renderItem={(p) => <PositionCard position={p} />} />;
}

/** /collegeCompany?from=1: the companies recruiting on this school or department site. */
export function CollegeCompanyPage(): ReactElement {
  return <CollegePage tab="company" noun={T.college.company} emptyText={T.college.noCompanies} grid load={api.jobs.collegeCompanies} keyOf={(c) => c.id} renderItem={(c) => <CompanyCard company={c} />} />;
}

/** /collegeJobfair?from=2: the job fairs of this school or department site. */
export function CollegeJobfairPage(): ReactElement {
  return <CollegePage tab="jobfair" noun={T.college.jobfair} emptyText={JOBS_MSG.noJobFairs} grid load={api.jobs.collegeJobFairs} keyOf={(f) => f.id} renderItem={(f) => <JobFairCard fair={f} />} />;
}
