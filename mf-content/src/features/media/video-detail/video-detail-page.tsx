import type { ReactElement } from 'react';
import { Navigate } from 'react-router-dom';
import { CONTENT_MSG, LoadError, Loading, NotFound, UI_TEXT } from '@campus/shared-utils/student';
import styles from '../components/page.module.css';
import { useMaterial } from '../hooks/use-material';
import { MEDIA_TEXT as T } from '../utils/texts';
import { VideoView } from './video-view';

/**
 * A video (/videoDetail?id=, no footer): the player with the student's progress, chapters, the video's
 * text and related videos. An article's id opens the article page instead.
 */
export function VideoDetailPage(): ReactElement {
  const material = useMaterial();

  if (material.missing) return <NotFound title={CONTENT_MSG.materialNotFound} hint={T.goneHint} backTo={{ href: '#/', label: UI_TEXT.backHome }} />;
  if (material.status === 'loading') return <main className={styles.page}><Loading label={T.videoLoading} rows={5} /></main>;
  if (material.status === 'failed') return <main className={styles.page}><LoadError message={material.msg} onRetry={material.reload} /></main>;
  if (material.data.kind !== 'video') return <Navigate to={`/wenDetail?id=${material.data.id}`} replace />;
  return <VideoView key={material.data.id} video={material.data} />;
}
