import type { Static, TSchema } from '@sinclair/typebox';
import { conform } from '../shapes/conform';
import type { Obj } from '../util/read';
import type { ApiResult } from './result';

/** Rebuilds a successful answer with a parser (failures pass through untouched). */
export async function parsed<T>(request: Promise<ApiResult<Obj>>, parse: (data: Obj) => T): Promise<ApiResult<T>> {
  const result = await request;
  if (!result.apiStatus) return result;
  return { ...parse(result), code: result.code, msg: result.msg, apiStatus: true };
}

/** Rebuilds a successful answer to its shape (the one definition in shapes/; see conform). */
export function conformed<T extends TSchema>(request: Promise<ApiResult<Obj>>, shape: T): Promise<ApiResult<Static<T>>> {
  return parsed(request, (data) => conform(shape, data));
}
