// The jobs area's server-safe part (types, validation rules, texts, constants), exported whole from both
// entries (`@campus/shared-utils` and `@campus/shared-utils/rules`): nothing here may import React, rxjs,
// axios or the DOM.
export * from './jobs/filters';
export * from './jobs/texts';
export type * from '../types/jobs';
