// the helper is shared with the other parcels' page tests
export { renderRoute } from '@campus/shared-utils/testing';
