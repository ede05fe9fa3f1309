import { logIn } from '@campus/shared-utils/testing';

// the resume pages' tests call the shared router helper by this name
export { renderRoute as renderAt } from '@campus/shared-utils/testing';

/** A student is logged in (user id 7). */
export const asStudent = () => logIn({ state: 1, userId: '7' });
