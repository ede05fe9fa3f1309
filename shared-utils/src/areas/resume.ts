// The resume area's server-safe part (types, validation rules, texts, constants), exported whole from
// `@campus/shared-utils/student` (browser) and `@campus/shared-utils/rules` (server): nothing here may import React, rxjs,
// axios or the DOM.
export * from './resume/constants';
export * from './resume/messages';
export * from './resume/dates';
export * from './resume/rules';
export * from './resume/completeness';
export * from './resume/files';
export type * from '../types/resume';
