import { useState, type ReactElement } from 'react';
import { Modal, parseAboutUs } from '@campus/shared-utils';
import { Section } from '../../../components/section';
import { CONFIG_HOME_TEXT as T } from '../utils/texts';
import styles from './config-home.module.css';

export type AboutUsProps = { title: string; text: string };

/** "About this job fair": a card whose image opens in a dialog. Malformed aboutus text shows nothing. */
export function AboutUs({ title, text }: AboutUsProps): ReactElement | null {
  const about = parseAboutUs(text);
  const [open, setOpen] = useState(false);
  if (!about) return null;
  return (
    <Section title={title}>
      <div className={styles.about}>
        <button type="button" className={styles.aboutThumb} onClick={() => setOpen(true)} aria-label={`${T.viewImage}：${about.title || title}`}>
          <img src={about.image} alt="" width={240} height={320} loading="lazy" decoding="async" />
        </button>
        <div className={styles.aboutText}>
          {about.title && <h3 className={styles.aboutTitle}>{about.title}</h3>}
          {about.content && <p>{about.content}</p>}
          <button type="button" className={styles.textButton} onClick={() => setOpen(true)}>
            {T.viewImage}
          </button>
        </div>
      </div>
      <Modal open={open} onClose={() => setOpen(false)} title={about.title || title} width={760} className={styles.aboutDialog}>
        <img className={styles.aboutImage} src={about.image} alt={about.title || title} width={720} height={960} />
      </Modal>
    </Section>
  );
}
