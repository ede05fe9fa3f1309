import { useState, type FormEvent, type ReactElement } from 'react';
import { CONTENT_LIMITS } from '@campus/shared-utils/student';
import styles from './companies.module.css';
import { FAIRS_TEXT as T } from '../utils/texts';

export type KeywordBoxProps = { value: string; onSearch: (keyword: string) => void };

/** Searches the fair's companies by company or position name; follows the URL (Back, a shared link). */
export function KeywordBox({ value, onSearch }: KeywordBoxProps): ReactElement {
  const [text, setText] = useState(value);
  const [seen, setSeen] = useState(value);
  if (seen !== value) {
    setSeen(value);
    setText(value);
  }
  const submit = (event: FormEvent): void => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <input
        className={styles.searchInput}
        type="search"
        aria-label={T.list.search}
        placeholder={T.list.searchPlaceholder}
        maxLength={CONTENT_LIMITS.keywordMax}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button className={styles.searchButton} type="submit">
        {T.list.searchButton}
      </button>
    </form>
  );
}
