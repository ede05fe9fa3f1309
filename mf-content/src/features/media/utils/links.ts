import { hashRoute } from '@campus/shared-utils';
import type { MediaKind } from '@campus/shared-utils/student';

/** Where an article or a video opens: #/wenDetail?id= or #/videoDetail?id=. */
export const materialHref = (kind: MediaKind, id: number): string => hashRoute(kind === 'video' ? '/videoDetail' : '/wenDetail', { id });

/** A column's article list, with its title for the heading while it loads. */
export const columnHref = (id: number, title: string): string => hashRoute('/wenList', { id, title });
