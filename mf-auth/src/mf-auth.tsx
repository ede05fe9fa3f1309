import { parcelLifecycles } from '@campus/shared-utils';
import { AuthApp } from './app/auth-app';

export const { bootstrap, mount, unmount } = parcelLifecycles(AuthApp);
