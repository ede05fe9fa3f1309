import type { ReactElement } from 'react';
import { useLoad } from '@campus/shared-utils';
import { AI_MSG, api, Loading, LoadError } from '@campus/shared-utils/student';
import { SiteFeatureGate } from '../../../ui/site-feature-gate';
import { StudentOnly } from '../../../ui/student-only';
import { AI_TEXT } from '../texts';
import { startValues } from './start-values';
import { WishForm } from './wish-form';
import ui from '../../../components/tool-page/tool-page.module.css';

const T = AI_TEXT.wish;

/** Loads what the form starts from: the saved wish, the online resume, the site's categories and cities. */
function WishLoader(): ReactElement {
  const state = useLoad(async () => {
    const [wish, resume, options] = await Promise.all([api.ai.getWish(), api.resume.getDetail(), api.jobs.filterOptions()]);
    if (!wish.apiStatus) return wish;
    if (!options.apiStatus) return options;
    return { apiStatus: true as const, wish, resume: resume.apiStatus ? resume : null, options };
  }, 'ai-wish');
  if (state.status === 'loading') return <Loading rows={8} />;
  if (state.status === 'failed') return <LoadError message={state.msg} onRetry={state.reload} />;
  const { wish, resume, options } = state.data;
  return (
    <WishForm
      initial={startValues(wish, resume)}
      categories={options.categories.map((c) => c.label)}
      cities={options.cities.map((c) => c.label)}
    />
  );
}

/** /aiResumeBasicInfo: the wish form (basic information, target, education, experiences in their own words). */
export function WishPage(): ReactElement {
  return (
    <div className={ui.page}>
      <SiteFeatureGate flag="is_open_ai" closedTitle={AI_MSG.notOpen} closedHint={AI_TEXT.notOpen.hint}>
        <StudentOnly what={AI_TEXT.what}>
          <h1 className={ui.title}>{T.title}</h1>
          <WishLoader />
        </StudentOnly>
      </SiteFeatureGate>
    </div>
  );
}
