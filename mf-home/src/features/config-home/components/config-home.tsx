import { startTransition, useEffect, useState, type ReactElement } from 'react';
import { api, FIRST_VIEW_IMAGE, HOME, type ExhibitionBlock, type HomeConfig, type SiteInfo, type ZoneItem } from '@campus/shared-utils';
import { leadsToClosedFeature } from '../utils/closed-feature';
import { LoadFailed } from '../../../components/load-failed';
import { useEarlyLoad } from '../../../hooks/use-early-load';
import { AboutUs } from './about-us';
import { CollegeZone } from './college-zone';
import { CompanyConfig } from './company-config';
import { JobFairZone } from './job-fair-zone';
import { PositionConfig } from './position-config';
import { StatsStrip } from './stats-strip';
import { ZoneBlock } from './zone-block';
import styles from './config-home.module.css';

export type ConfigHomeProps = { info: SiteInfo };

/** Blocks rendered with the first paint; the rest follow in a transition, which React renders in slices. */
const FIRST_BLOCKS = 2;

/** One block of the server's exhibition list; unknown labels and blocks without items render nothing. */
function Block({ block, config }: { block: ExhibitionBlock; config: HomeConfig }): ReactElement | null {
  const { title } = block;
  const z = HOME.zones;
  switch (block.label) {
    case 'dataConfig':
      return <StatsStrip title={title} stats={config.dataList} />;
    case 'collegeZone':
      return <CollegeZone title={title} colleges={config.school_college_zone} />;
    case 'companyConfig':
      return <CompanyConfig title={title} companies={config.companyList} />;
    case 'zoneOne':
      return <ZoneBlock title={title} items={config.companyArea} pageSize={z.company} />;
    case 'zoneTwo':
      return <ZoneBlock title={title} items={config.big_four} pageSize={z.bigFour} />;
    case 'zoneThree':
      return <ZoneBlock title={title} items={config.zoneThree} pageSize={z.zoneThreeMax} max />;
    case 'zoneFour':
      return <ZoneBlock title={title} items={config.zoneFour} pageSize={z.zoneFour} />;
    case 'jobFair':
      return <JobFairZone title={title} fairs={config.school_job_fair_zone} />;
    case 'positionConfig':
      return <PositionConfig title={title} showAll={config.show_all === 1} />;
    case 'aboutUs':
      return <AboutUs title={title} text={config.aboutus} />;
    default:
      return null;
  }
}

/** The zones' tiles but those leading to an AI tool this site has switched off: they would only say 本站暂未开放. */
function withoutClosedTools(config: HomeConfig, info: SiteInfo): HomeConfig {
  const open = (items: ZoneItem[]) => items.filter((item) => item.config_type !== 6 || !leadsToClosedFeature(item.config_content_details.web_domain, info));
  return { ...config, companyArea: open(config.companyArea), big_four: open(config.big_four), zoneThree: open(config.zoneThree), zoneFour: open(config.zoneFour) };
}

/**
 * The configurable home of the main brand's other sites (spec §2 "Home, other sites on the main brand's
 * hosts"): the header image, then the blocks in the server's order, each shown and titled by its config.
 */
export function ConfigHome({ info }: ConfigHomeProps): ReactElement {
  const state = useEarlyLoad(() => api.home.getConfig(info.domain), `config:${info.domain}`);
  const [rest, setRest] = useState(false);
  const ready = state.status === 'ready';
  useEffect(() => {
    if (ready) startTransition(() => setRest(true));
  }, [ready]);
  if (state.status === 'loading') return <div className={styles.pagePlaceholder} aria-busy="true" />;
  if (state.status === 'failed') {
    return (
      <div className={styles.page}>
        <LoadFailed />
      </div>
    );
  }
  const config = withoutClosedTools(state.data, info);
  const { head_img_url: head, top_img: narrow } = config.domainData;
  const alt = info.school?.school ?? info.channel?.title ?? info.brand.name;
  return (
    <div className={styles.page}>
      {head && (
        <picture className={styles.head}>
          {narrow && <source media="(max-width: 640px)" srcSet={narrow} width={750} height={400} />}
          <img className={styles.headImage} src={head} alt={alt} width={1200} height={320} fetchPriority="high" {...FIRST_VIEW_IMAGE} />
        </picture>
      )}
      {config.exhibition
        .filter((b) => b.show === 1)
        .slice(0, rest ? undefined : FIRST_BLOCKS)
        .map((block) => (
          <Block key={block.label} block={block} config={config} />
        ))}
    </div>
  );
}
