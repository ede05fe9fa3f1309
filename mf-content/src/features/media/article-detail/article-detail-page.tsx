import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { CONTENT_MSG, LoadError, Loading, NotFound, UI_TEXT, useRouteContentMark } from '@campus/shared-utils/student';
import { AttachmentList } from '../components/attachment-list';
import { Breadcrumb } from '../components/breadcrumb';
import detailStyles from '../components/detail.module.css';
import { NeighbourLinks } from '../components/neighbour-links';
import styles from '../components/page.module.css';
import { RichContent } from '../components/rich-content';
import { ShareLink } from '../components/share-link';
import { useMaterial } from '../hooks/use-material';
import { dateText, viewsText } from '../utils/format';
import { columnHref } from '../utils/links';
import { MEDIA_TEXT as T } from '../utils/texts';

/**
 * An article (/wenDetail?id=): title, source, author, date and views, the server's sanitised body,
 * attachments, the previous and next material of the column and a link to share. A video's id opens the
 * video page instead.
 */
export function ArticleDetailPage(): ReactElement {
  const material = useMaterial();
  useRouteContentMark('article', material.status === 'ready' && material.data.kind !== 'video');

  if (material.missing) return <NotFound title={CONTENT_MSG.materialNotFound} hint={T.goneHint} backTo={{ href: '#/', label: UI_TEXT.backHome }} />;
  if (material.status === 'loading') return <main className={styles.page}><Loading label={T.articleLoading} rows={6} /></main>;
  if (material.status === 'failed') return <main className={styles.page}><LoadError message={material.msg} onRetry={material.reload} /></main>;

  const a = material.data;
  if (a.kind === 'video') return <Navigate to={`/videoDetail?id=${a.id}`} replace />;
  return (
    <main className={`${styles.page} ${styles.narrow}`}>
      <Breadcrumb trail={[{ label: a.column.title, href: columnHref(a.column.id, a.column.title) }]} />
      <div className={detailStyles.paper}>
        <header className={detailStyles.header}>
          <h1 id="article-title" className={detailStyles.title}>
            {a.title}
          </h1>
          <p className={detailStyles.meta}>
            {a.source && <span>{T.source}{a.source}</span>}
            {a.author && <span>{T.author}{a.author}</span>}
            {a.publish_at > 0 && (
              <span>
                {T.date}
                <time dateTime={new Date(a.publish_at).toISOString()}>{dateText(a.publish_at)}</time>
              </span>
            )}
            <span>{viewsText(a.views)}</span>
          </p>
        </header>
        <RichContent html={a.body_html} labelledBy="article-title" />
        <AttachmentList attachments={a.attachments} />
        <NeighbourLinks prev={a.prev} next={a.next} />
        <ShareLink route={`#/wenDetail?id=${a.id}`} />
      </div>
    </main>
  );
}
