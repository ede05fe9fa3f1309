import type { ReactElement } from 'react';
import { auth$, avatarUrl, useStream } from '@campus/shared-utils';
import styles from './basic.module.css';
import { RESUME_TEXT as T } from '../../utils/texts';

export type ResumeAvatarProps = { photo: string; sex: number; size?: number };

/**
 * The resume photo, or the default avatar of spec §2 by sex with the header's index (the numeric user
 * id modulo 3), so the page and the header show the same picture.
 */
export function ResumeAvatar({ photo, sex, size = 96 }: ResumeAvatarProps): ReactElement {
  const { userId } = useStream(auth$);
  const index = Number.parseInt(userId, 10) || 0;
  return <img className={styles.avatar} src={avatarUrl(photo, sex, index)} alt={photo ? T.basic.photo : T.basic.defaultAvatar} width={size} height={size} />;
}
