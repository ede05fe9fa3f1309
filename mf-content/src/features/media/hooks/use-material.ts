import { useSearchParams } from 'react-router-dom';
import { useLoad, type LoadState } from '@campus/shared-utils';
import { api, CONTENT_CODE, CONTENT_MSG, type MediaDetail } from '@campus/shared-utils/student';
import { readId } from './use-list-query';

const notFound = { apiStatus: false as const, code: CONTENT_CODE.materialNotFound, msg: CONTENT_MSG.materialNotFound };

export type Material = LoadState<MediaDetail> & {
  id: number;
  reload: () => void;
  /** an unknown, removed or malformed id */
  missing: boolean;
};

/** The article or video the query's id names (getinfo); a malformed id is not found without a call. */
export function useMaterial(): Material {
  const [params] = useSearchParams();
  const id = readId(params.get('id'));
  const detail = useLoad(() => (id ? api.content.mediaDetail(id) : Promise.resolve(notFound)), `material:${id}`);
  const missing = !id || (detail.status === 'failed' && detail.code === CONTENT_CODE.materialNotFound);
  return { ...detail, id, missing };
}
