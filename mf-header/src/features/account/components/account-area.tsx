import type { ReactElement } from 'react';
import { auth$, student$, useStream } from '@campus/shared-utils';
import { UserMenu } from './user-menu';
import { VisitorEntries } from './visitor-entries';

export type AccountAreaProps = { careerPlanningOn: boolean };

/** The header's right side: login entries for a visitor, the avatar menu for a logged-in user. */
export function AccountArea({ careerPlanningOn }: AccountAreaProps): ReactElement {
  const auth = useStream(auth$);
  const student = useStream(student$);
  if (auth.state === 0) return <VisitorEntries />;
  return <UserMenu auth={auth} student={student} careerPlanningOn={careerPlanningOn} />;
}
