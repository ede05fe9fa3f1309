import { useLoad } from '@campus/shared-utils';
import { useEffect, useState, type ReactElement } from 'react';
import { useSearchParams } from 'react-router-dom';
import {
  api,
  APPLICATION_STATUSES,
  APPLICATION_STATUS_TEXT,
  isApplicationStatus,
  MINE_LIMITS,
  type ApplicationStatus,
} from '@campus/shared-utils/student';
import { usePageLink } from '../hooks/use-page-link';
import { StudentOnly } from '../../../ui/student-only';
import { PageShell } from '../components/page-shell';
import { TabBar, type Tab } from '../components/tab-bar';
import cards from '../components/cards.module.css';
import { ApplicationCard } from './application-card';
import { useApplicationCounts } from './use-application-counts';
import { MINE_TEXT } from '../utils/texts';
import { EmptyState, LoadError, Loading, Pagination } from '@campus/shared-utils/student';

const T = MINE_TEXT.feedback;

type TabKey = ApplicationStatus | 'all';

/** /deliveryFeedback(?status=): applications by state with unread counts; what is shown is marked read. */
export function DeliveryFeedbackPage(): ReactElement {
  return (
    <StudentOnly what={T.what}>
      <PageShell title={T.title} intro={T.intro}>
        <Feedback />
      </PageShell>
    </StudentOnly>
  );
}

function Feedback(): ReactElement {
  const link = usePageLink();
  // the tab is in the URL (?status=interview), so a reload or a shared link opens the same one
  const [params, setParams] = useSearchParams();
  const wanted = params.get('status');
  const tab: TabKey = isApplicationStatus(wanted) ? wanted : 'all';
  const [page, setPage] = useState(1);
  const [counts, refreshCounts] = useApplicationCounts();
  const result = useLoad(() => api.mine.getDeliverList({ status: tab === 'all' ? '' : tab, page, page_size: MINE_LIMITS.pageSize }), `deliver:${tab}:${page}`);

  // seen means read: the shown applications with news are marked read, then the counts follow
  const unseen = result.status === 'ready' ? result.data.list.filter((a) => a.unread === 1).map((a) => a.id) : [];
  const unseenKey = unseen.join(',');
  useEffect(() => {
    if (!unseenKey) return;
    void api.mine.markRead(unseenKey.split(',').map(Number)).then((r) => r.apiStatus && refreshCounts());
  }, [unseenKey, refreshCounts]);

  const tabs: Tab<TabKey>[] = (['all', ...APPLICATION_STATUSES] as TabKey[]).map((key) => ({
    key,
    label: key === 'all' ? T.all : APPLICATION_STATUS_TEXT[key],
    count: counts?.total[key],
    badge: counts?.unread[key],
  }));

  return (
    <>
      <TabBar
        label={T.states}
        idPrefix="deliver"
        tabs={tabs}
        current={tab}
        onChange={(key) => {
          const next = new URLSearchParams(params);
          if (key === 'all') next.delete('status');
          else next.set('status', key);
          setParams(next, { replace: true });
          setPage(1);
        }}
      />
      <div id="deliver-panel" role="tabpanel" aria-labelledby={`deliver-tab-${tab}`}>
        {result.status === 'loading' && <Loading label={T.loading} />}
        {result.status === 'failed' && <LoadError message={result.msg} onRetry={result.reload} />}
        {result.status === 'ready' && result.data.total === 0 && (
          <EmptyState
            title={tab === 'all' ? T.none : T.noneIn(APPLICATION_STATUS_TEXT[tab])}
            hint={tab === 'all' ? T.noneHint : undefined}
            action={tab === 'all' ? <a href={link('/jobRecommend')}>{T.toRecommend}</a> : undefined}
          />
        )}
        {result.status === 'ready' && result.data.total > 0 && (
          <>
            <ul className={cards.list} aria-label={T.list}>
              {result.data.list.map((a) => (
                <ApplicationCard key={a.id} application={a} />
              ))}
            </ul>
            <Pagination page={page} pageSize={result.data.page_size} total={result.data.total} onChange={setPage} label={T.paging} />
          </>
        )}
      </div>
    </>
  );
}
