import { useState, type ReactElement } from 'react';
import { StudentOnly } from '../../../ui/student-only';
import { PageShell } from '../components/page-shell';
import { TabBar } from '../components/tab-bar';
import { FavouriteCompanies } from './favourite-companies';
import { FavouritePositions } from './favourite-positions';

type TabKey = 'position' | 'company';

/** /myCollect: the student's favourite positions and companies. */
export function MyCollectPage(): ReactElement {
  const [tab, setTab] = useState<TabKey>('position');
  return (
    <StudentOnly what="查看我的收藏">
      <PageShell title="我的收藏">
        <TabBar
          label="收藏类别"
          idPrefix="collect"
          current={tab}
          onChange={setTab}
          tabs={[
            { key: 'position', label: '职位' },
            { key: 'company', label: '企业' },
          ]}
        />
        <div id="collect-panel" role="tabpanel" aria-labelledby={`collect-tab-${tab}`}>
          {tab === 'position' ? <FavouritePositions /> : <FavouriteCompanies />}
        </div>
      </PageShell>
    </StudentOnly>
  );
}
