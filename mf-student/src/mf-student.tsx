import { parcelLifecycles } from '@campus/shared-utils';
import { StudentApp } from './app/student-app';

export const { bootstrap, mount, unmount } = parcelLifecycles(StudentApp);
