// `@campus/shared-utils/testing`: helpers for the parcels' tests (bus state, site fixtures, API answers,
// a fake XMLHttpRequest). Never imported by product code; the build does not ship it.
export { siteInfo, mainSite, schoolSite, provinceSite, gateSite, orgSite, publishSite, logIn, studentLogsIn, recordDialogs, resetBus, studentInfo } from './testing/bus';
export { siteInfoFixture } from './testing/site-fixture';
export { ok, failed } from './testing/answers';
export { FakeXhr, installFakeXhr, answerAll, envelope } from './testing/fake-xhr';
export type { FakeAnswer } from './testing/fake-xhr';
export { renderRoute } from './testing/render-route';
export { busSubscriberCounts } from './testing/bus-subscribers';
