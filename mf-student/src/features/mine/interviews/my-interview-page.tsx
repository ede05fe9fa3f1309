import { useState, type ReactElement } from 'react';
import { api, MINE_LIMITS } from '@campus/shared-utils/student';
import { usePageLink } from '../hooks/use-page-link';
import { EmptyState } from '../../../ui/empty-state';
import { LoadError, Loading } from '../../../ui/load-states';
import { Pagination } from '../../../ui/pagination';
import { StudentOnly } from '../../../ui/student-only';
import { useLoad } from '../../../ui/use-load';
import { PageShell } from '../components/page-shell';
import cards from '../components/cards.module.css';
import { InterviewCard } from './interview-card';

/** /myInterviewList: the student's interview invitations, upcoming first. */
export function MyInterviewPage(): ReactElement {
  return (
    <StudentOnly what="查看我的面试">
      <PageShell title="我的面试" intro="企业发出的面试邀请都在这里；线上面试可扫码进入。">
        <Interviews />
      </PageShell>
    </StudentOnly>
  );
}

function Interviews(): ReactElement {
  const link = usePageLink();
  const [page, setPage] = useState(1);
  const result = useLoad(() => api.mine.getInviteList({ page, page_size: MINE_LIMITS.pageSize }), `invites:${page}`);
  if (result.status === 'loading') return <Loading label="正在加载面试邀请…" />;
  if (result.status === 'failed') return <LoadError message={result.msg} onRetry={result.reload} />;
  if (result.data.total === 0) return <EmptyState title="暂无面试邀请" hint="企业邀请你面试后，时间、地点或会议链接会显示在这里。" action={<a href={link('/deliveryFeedback')}>查看投递反馈</a>} />;
  return (
    <>
      <ul className={cards.list} aria-label="面试邀请">
        {result.data.list.map((i) => (
          <InterviewCard key={i.id} interview={i} />
        ))}
      </ul>
      <Pagination page={page} pageSize={result.data.page_size} total={result.data.total} onChange={setPage} label="面试邀请分页" />
    </>
  );
}
