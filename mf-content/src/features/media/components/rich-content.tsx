import type { ReactElement } from 'react';
import styles from './rich-content.module.css';

export type RichContentProps = {
  /** body_html as the server sent it: sanitised there when stored and again when sent */
  html: string;
  /** the heading that names the text */
  labelledBy?: string;
  className?: string;
};

/**
 * An article's or a video's rich text. The page trusts only the server's sanitised HTML (sanitize-html
 * with an allow-list, api/src/lib/sanitize-article.ts) and renders it as given; nothing else of the page
 * goes through innerHTML.
 */
export function RichContent({ html, labelledBy, className }: RichContentProps): ReactElement {
  return <article className={className ? `${styles.rich} ${className}` : styles.rich} aria-labelledby={labelledBy} dangerouslySetInnerHTML={{ __html: html }} />;
}
