import { useState, type ReactElement } from 'react';
import { StudentOnly } from '../../../ui/student-only';
import { PageShell } from '../components/page-shell';
import { TabBar } from '../components/tab-bar';
import { FavouriteCompanies } from './favourite-companies';
import { FavouritePositions } from './favourite-positions';
import { MINE_TEXT } from '../utils/texts';

const T = MINE_TEXT.collect;

type TabKey = 'position' | 'company';

/** /myCollect: the student's favourite positions and companies. */
export function MyCollectPage(): ReactElement {
  const [tab, setTab] = useState<TabKey>('position');
  return (
    <StudentOnly what={T.what}>
      <PageShell title={T.title}>
        <TabBar
          label={T.kinds}
          idPrefix="collect"
          current={tab}
          onChange={setTab}
          tabs={[
            { key: 'position', label: T.positions },
            { key: 'company', label: T.companies },
          ]}
        />
        <div id="collect-panel" role="tabpanel" aria-labelledby={`collect-tab-${tab}`}>
          {tab === 'position' ? <FavouritePositions /> : <FavouriteCompanies />}
        </div>
      </PageShell>
    </StudentOnly>
  );
}
