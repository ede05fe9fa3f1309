import { runtimeConfig } from '@campus/shared-utils';

/** The back-office app each role lands in after its login (spec §2 "Other apps", §4). */
export const backOffice = {
  company: (registered = false) => `${runtimeConfig().backOfficeOrigin}/company/#/${registered ? '?isregu=true' : ''}`,
  /** user_type 0 is the school admin's dashboard; any other type the life-decide area */
  school: (userType: string) => `${runtimeConfig().backOfficeOrigin}/school/#/${userType === '0' ? 'dashboard' : 'lifeDecide'}`,
  channel: () => `${runtimeConfig().backOfficeOrigin}/op/#/schoolBroad/index`,
};
