import { auth } from './auth';
import { captcha } from './captcha';
import { home } from './home';
import { search } from './search';
import { site } from './site';
import { user } from './user';

/**
 * One typed function per call, grouped by area: `api.site.getSiteInfo()`. The student areas'
 * calls (resume, jobs, mine) join these in `@campus/shared-utils/student`.
 */
export const api = { site, user, auth, captcha, home, search };
