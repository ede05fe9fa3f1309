import { Modal } from '@campus/shared-utils';
import { useState, type ReactElement } from 'react';
import type { FairDetail } from '@campus/shared-utils/student';
import styles from './fair.module.css';
import { FAIRS_TEXT as T } from '../utils/texts';

export type FairAboutProps = { fair: FairDetail };

/** The "about this job fair" image (enlarged in a dialog on click) and the fair's introduction in paragraphs. */
export function FairAbout({ fair: f }: FairAboutProps): ReactElement | null {
  const [enlarged, setEnlarged] = useState(false);
  const paragraphs = f.intro
    .split(/\n+/)
    .map((p) => p.trim())
    .filter(Boolean);
  if (!f.about_image_url && paragraphs.length === 0) return null;
  return (
    <section className={styles.block} aria-labelledby="fair-about-title">
      <h2 id="fair-about-title" className={styles.blockTitle}>
        {T.fair.about}
      </h2>
      {f.about_image_url && (
        <>
          <button type="button" className={styles.aboutButton} onClick={() => setEnlarged(true)} title={T.fair.enlarge}>
            <img className={styles.aboutImage} src={f.about_image_url} alt={T.fair.aboutImage} width={800} height={450} loading="lazy" decoding="async" />
          </button>
          <Modal open={enlarged} title={T.fair.aboutImage} hideTitle width={960} onClose={() => setEnlarged(false)}>
            <img className={styles.enlarged} src={f.about_image_url} alt={T.fair.aboutImage} />
          </Modal>
        </>
      )}
      {paragraphs.length > 0 && (
        <div className={styles.intro} aria-label={T.fair.intro} role="group">
          {paragraphs.map((p, i) => (
            <p key={i}>{p}</p>
          ))}
        </div>
      )}
    </section>
  );
}
