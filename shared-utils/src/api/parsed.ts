import type { Obj } from '../util/read';
import type { ApiResult } from './result';

/** Rebuilds a successful answer with a parser (failures pass through untouched). */
export async function parsed<T>(request: Promise<ApiResult<Obj>>, parse: (data: Obj) => T): Promise<ApiResult<T>> {
  const result = await request;
  if (!result.apiStatus) return result;
  return { ...parse(result), code: result.code, msg: result.msg, apiStatus: true };
}
