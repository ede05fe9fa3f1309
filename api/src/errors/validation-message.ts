import type { FastifySchemaValidationError } from 'fastify/types/schema';
import { CODES, VALIDATION_MSG } from './codes';

/** One clear Chinese message for the first schema violation, naming the field (e.g. `参数错误：domain 不能为空`). */
export function validationMessage(errors: FastifySchemaValidationError[]): string {
  const first = errors[0];
  if (!first) return CODES.validation.msg;
  const params = first.params as Record<string, unknown>;
  const path = first.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = first.keyword === 'required' ? [path, String(params.missingProperty ?? '')].filter(Boolean).join('.') : path || 'body';
  switch (first.keyword) {
    case 'required':
      return VALIDATION_MSG.required(field);
    case 'minLength':
      return Number(params.limit) <= 1 ? VALIDATION_MSG.required(field) : VALIDATION_MSG.invalid(field);
    case 'maxLength':
      return VALIDATION_MSG.tooLong(field, Number(params.limit));
    case 'const':
      return VALIDATION_MSG.notAllowed(field, String(params.allowedValue));
    case 'enum':
      return VALIDATION_MSG.notAllowed(field, Array.isArray(params.allowedValues) ? params.allowedValues.join(' / ') : '');
    default:
      return VALIDATION_MSG.invalid(field);
  }
}
