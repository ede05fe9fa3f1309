import { auth } from './auth';
import { captcha } from './captcha';
import { home } from './home';
import { jobs } from './jobs';
import { mine } from './mine';
import { resume } from './resume';
import { site } from './site';
import { user } from './user';

/** One typed function per call, grouped by area (STYLE §5): `api.site.getSiteInfo()`. */
export const api = { site, user, auth, captcha, home, jobs, mine, resume };
