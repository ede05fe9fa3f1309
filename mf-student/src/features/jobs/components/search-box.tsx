import { useEffect, useState, type FormEvent, type ReactElement } from 'react';
import { JOBS_LIMITS } from '@campus/shared-utils/student';
import styles from './filters.module.css';
import { JOBS_TEXT as T } from '../utils/texts';

export type SearchBoxProps = { value: string; placeholder: string; label: string; onSearch: (keyword: string) => void };

/** The keyword box: submitting (Enter or the button) searches; the box follows the URL (Back, a shared link). */
export function SearchBox({ value, placeholder, label, onSearch }: SearchBoxProps): ReactElement {
  const [text, setText] = useState(value);
  useEffect(() => setText(value), [value]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim());
  };
  return (
    <form className={styles.search} role="search" onSubmit={submit}>
      <input
        className={styles.searchInput}
        type="search"
        aria-label={label}
        placeholder={placeholder}
        maxLength={JOBS_LIMITS.keywordMax}
        value={text}
        onChange={(e) => setText(e.target.value)}
      />
      <button className={styles.searchButton} type="submit">
        {T.search}
      </button>
    </form>
  );
}
