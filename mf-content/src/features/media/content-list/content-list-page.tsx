import type { ReactElement } from 'react';
import { useLoad } from '@campus/shared-utils';
import { api, CONTENT_CODE, CONTENT_LIMITS, CONTENT_MSG, LoadError, Loading, NotFound, Pagination, UI_TEXT } from '@campus/shared-utils/student';
import { ColumnEmpty } from '../components/column-empty';
import { ColumnHero, useKnownColumn } from '../components/column-hero';
import { KindTabs } from '../components/kind-tabs';
import { MediaCard } from '../components/media-card';
import styles from '../components/page.module.css';
import { useListQuery } from '../hooks/use-list-query';
import { MEDIA_TEXT as T } from '../utils/texts';

const notFound = { apiStatus: false as const, code: CONTENT_CODE.columnNotFound, msg: CONTENT_MSG.columnNotFound };

/**
 * A column that mixes articles and videos (/contentListNew?id=&title=, from a config_type 5 zone item):
 * cards (videos with a play badge and their length), a 全部 / 文章 / 视频 filter and paging, both in the URL.
 */
export function ContentListPage(): ReactElement {
  const { id, title, page, kind, setPage, setKind } = useListQuery();
  const query = { id, ...(kind ? { kind } : {}), page, page_size: CONTENT_LIMITS.pageSize };
  const list = useLoad(() => (id ? api.content.mediaList(query) : Promise.resolve(notFound)), JSON.stringify(query));
  const column = useKnownColumn(id, list);

  if (!id || (list.status === 'failed' && list.code === CONTENT_CODE.columnNotFound)) {
    return <NotFound title={CONTENT_MSG.columnNotFound} hint={T.goneHint} backTo={{ href: '#/', label: UI_TEXT.backHome }} />;
  }

  return (
    <main className={styles.page}>
      <ColumnHero column={column} title={title || T.content} />
      <KindTabs kind={kind} onChange={setKind}>
        {list.status === 'loading' && <Loading label={T.contentLoading} rows={4} />}
        {list.status === 'failed' && <LoadError message={list.msg} onRetry={list.reload} />}
        {list.status === 'ready' &&
          (list.data.list.length === 0 ? (
            <ColumnEmpty title={CONTENT_MSG.noContent} pastEnd={list.data.total > 0} onFirstPage={() => setPage(1)} onShowAll={kind ? () => setKind('') : undefined} />
          ) : (
            <>
              <ul className={styles.grid} aria-label={T.contentList}>
                {list.data.list.map((item) => (
                  <li key={item.id}>
                    <MediaCard item={item} variant="tile" showKind />
                  </li>
                ))}
              </ul>
              <Pagination page={list.data.page} pageSize={list.data.page_size} total={list.data.total} onChange={setPage} label={T.contentPaging} />
            </>
          ))}
      </KindTabs>
    </main>
  );
}
