import { lazy, Suspense, type ReactElement } from 'react';
import { auth$, findRoute, pickHome, site$, student$, unreadNotices$, useHashLocation, useStream } from '@campus/shared-utils';
import { TEXT } from '../utils/texts';
import { AccountArea } from '../features/account/components/account-area';
import { AccountEntries } from '../features/account/components/account-entries';
import { FloatingContact } from '../features/contact-box/components/floating-contact';
import { FixedFrame } from '../features/fixed-header/components/fixed-frame';
import { useFixedHeader } from '../features/fixed-header/hooks/use-fixed-header';
import { FallbackHeader } from '../features/new-header/components/fallback-header';
import { NewHeader } from '../features/new-header/components/new-header';

/** The older brand family's header (one brand's sites) is its own chunk: most sites never load it. */
const OldHeader = lazy(() => import(/* webpackChunkName: "old-header" */ '../features/old-header/components/old-header').then((m) => ({ default: m.OldHeader })));

/** The bar index.html shows until the header is there (root-config's base.css), held while the older header loads. */
const SHELL_BAR = <div className="shell-header" />;

/**
 * The header parcel: the header of the site's brand generation (the newer one with the search box and the
 * student's unread count), fixed when scrolled, and the floating contact box.
 */
export function HeaderApp(): ReactElement | null {
  const site = useStream(site$);
  const auth = useStream(auth$);
  const student = useStream(student$);
  const unread = useStream(unreadNotices$);
  const { path } = useHashLocation();
  const route = findRoute(path);
  const fixed = useFixedHeader(Boolean(route?.fixedHeader));

  if (site.status === 'loading' || route?.hideHeader) return null;
  if (site.status === 'failed') {
    return (
      <FixedFrame fixed={fixed}>
        <FallbackHeader />
      </FixedFrame>
    );
  }

  const { info, mode } = site;
  const home = mode.kind === 'normal' ? mode.home : '/';
  // the search box, except where the page has its own: the new home's and the position list's
  const ownSearch = (path === '/' && pickHome(site) === 'new') || route?.path === '/positionList' || route?.path === '/subApp/positionList';
  const count = auth.state === 1 ? unread : 0;
  const bar =
    info.brand.generation === 'old' ? (
      <Suspense fallback={SHELL_BAR}>
        <OldHeader info={info} home={home} path={path} route={route} auth={auth} student={student} />
      </Suspense>
    ) : (
      <NewHeader
        info={info}
        home={home}
        path={path}
        student={student}
        wide={Boolean(route?.resumePage)}
        account={<AccountArea careerPlanningOn={info.is_ai_career_planning === 1} />}
        phoneAccount={<AccountEntries careerPlanningOn={info.is_ai_career_planning === 1} />}
        search={!ownSearch}
        phoneNotice={{ count, label: TEXT.unread(count) }}
      />
    );
  return (
    <>
      <FixedFrame fixed={fixed}>{bar}</FixedFrame>
      {path === '/' && !info.brand.is_main && <FloatingContact hotlines={info.brand.hotlines} generation={info.brand.generation} />}
    </>
  );
}
