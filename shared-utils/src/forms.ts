// `@campus/shared-utils/forms`: the one form library of the page (react-hook-form) and its glue, as a
// System module of its own in the import map. Only parcels with forms load it (mf-auth with its first
// dialog, mf-student's resume pages on demand), so the home page never downloads it; the build checks that
// no parcel bundles a copy of react-hook-form.
export { Controller, useController, useFieldArray, useForm, useWatch } from 'react-hook-form';
export type {
  Control,
  DefaultValues,
  FieldError,
  FieldErrors,
  FieldPath,
  FieldValues,
  Path,
  PathValue,
  Resolver,
  SubmitHandler,
  UseControllerProps,
  UseFormRegisterReturn,
  UseFormReturn,
} from 'react-hook-form';
export { rulesResolver, type FormRules } from './forms/rules-resolver';
