import type { ReactElement } from 'react';
import styles from './position-detail.module.css';

export type TextBlockProps = { title: string; text: string };

/** A titled block of the employer's plain text, line breaks kept; shown as text, so any markup stays inert. */
export function TextBlock({ title, text }: TextBlockProps): ReactElement | null {
  if (!text.trim()) return null;
  const id = `block-${title}`;
  return (
    <section className={styles.section} aria-labelledby={id}>
      <h2 id={id}>{title}</h2>
      <p className={styles.text}>{text}</p>
    </section>
  );
}
