// The jobs area's server-safe part (types, validation rules, texts, constants), exported whole from
// `@campus/shared-utils/student` (browser) and `@campus/shared-utils/rules` (server): nothing here may import React, rxjs,
// axios or the DOM.
export * from './jobs/filters';
export * from './jobs/texts';
export type * from '../types/jobs';
