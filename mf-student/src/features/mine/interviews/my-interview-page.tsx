import { useLoad } from '@campus/shared-utils';
import { useState, type ReactElement } from 'react';
import { api, MINE_LIMITS, type Interview, EmptyState, LoadError, Loading, Pagination } from '@campus/shared-utils/student';
import { usePageLink } from '../hooks/use-page-link';
import { StudentOnly } from '../../../ui/student-only';
import { PageShell } from '../components/page-shell';
import cards from '../components/cards.module.css';
import { BoothBookings } from './booth-bookings';
import { InterviewCard } from './interview-card';
import { MINE_TEXT } from '../utils/texts';

const T = MINE_TEXT.interviews;

/** /myInterviewList: the student's interview invitations, upcoming first. */
export function MyInterviewPage(): ReactElement {
  return (
    <StudentOnly what={T.what}>
      <PageShell title={T.title} intro={T.intro}>
        <BoothBookings />
        <Interviews />
      </PageShell>
    </StudentOnly>
  );
}

function Interviews(): ReactElement {
  const link = usePageLink();
  const [page, setPage] = useState(1);
  // invitations answered here, as the server stored them (the loaded page is not asked again)
  const [answered, setAnswered] = useState<ReadonlyMap<number, Interview>>(() => new Map());
  const result = useLoad(() => api.mine.getInviteList({ page, page_size: MINE_LIMITS.pageSize }), `invites:${page}`);
  if (result.status === 'loading') return <Loading label={T.loading} />;
  if (result.status === 'failed') return <LoadError message={result.msg} onRetry={result.reload} />;
  if (result.data.total === 0) return <EmptyState title={T.empty} hint={T.emptyHint} action={<a href={link('/deliveryFeedback')}>{T.toFeedback}</a>} />;
  const onAnswered = (updated: Interview) => setAnswered((m) => new Map(m).set(updated.id, updated));
  return (
    <>
      <ul className={cards.list} aria-label={T.list}>
        {result.data.list.map((i) => (
          <InterviewCard key={i.id} interview={answered.get(i.id) ?? i} onAnswered={onAnswered} />
        ))}
      </ul>
      <Pagination page={page} pageSize={result.data.page_size} total={result.data.total} onChange={setPage} label={T.paging} />
    </>
  );
}
