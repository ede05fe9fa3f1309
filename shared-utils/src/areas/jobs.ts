// The jobs area's server-safe part (types, validation rules, texts, constants), exported whole from both
// entries (`@campus/shared-utils` and `@campus/shared-utils/rules`): nothing here may import React, rxjs,
// axios or the DOM. Split it into files under areas/jobs/ as it grows and re-export them here.
export {};
