import { parcelLifecycles } from '@campus/shared-utils';
import { ContentApp } from './app/content-app';

export const { bootstrap, mount, unmount } = parcelLifecycles(ContentApp);
