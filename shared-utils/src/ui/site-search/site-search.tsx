import { useId, useMemo, useRef, useState, type FormEvent, type KeyboardEvent, type ReactElement, type ReactNode } from 'react';
import { SEARCH } from '../../constants';
import { SUB_APP_PREFIX } from '../../routes/route-table';
import type { SearchSuggestion } from '../../shapes/search';
import { hashRoute } from '../../site/links';
import type { RecentSearch } from '../../storage/web-storage';
import { cx } from '../cx';
import { forgetRecentSearches, readRecentSearches, rememberSearch } from './recent-searches';
import styles from './site-search.module.css';
import { SEARCH_TEXT as T } from './texts';
import { useSuggestions } from './use-suggestions';

export type SiteSearchProps = {
  /** `hero`: the large box of a home; `bar`: the compact box of a header or menu. */
  variant?: 'hero' | 'bar';
  className?: string;
  autoFocus?: boolean;
  /** Escape with nothing left to close or clear (a popover holding the box closes) */
  onEscape?: () => void;
};

type Option = { key: string; entry: RecentSearch; kind: SearchSuggestion['kind'] | 'recent' };

/** Where a search opens: the position list with the keyword, or with the category's filter (as the home's chips do). */
export function searchRoute(entry: RecentSearch): string {
  const list = `${SUB_APP_PREFIX}positionList`;
  return entry.value ? hashRoute(list, { value: entry.value, label: entry.text }) : hashRoute(list, { keyword: entry.text });
}

/** The typed text marked where it occurs in a suggestion (case-insensitive, as the server matched it). */
function marked(text: string, typed: string): ReactNode {
  const at = typed ? text.toLowerCase().indexOf(typed.toLowerCase()) : -1;
  if (at < 0) return text;
  return (
    <>
      {text.slice(0, at)}
      <mark className={styles.mark}>{text.slice(at, at + typed.length)}</mark>
      {text.slice(at + typed.length)}
    </>
  );
}

/**
 * The search box of the homes and headers: suggestions (categories, titles, companies) as one types, the
 * recent searches of this device when empty; Enter or a choice opens the position list. A combobox of the
 * WAI-ARIA pattern: arrows move through the options, Enter takes one, Escape closes the list, then clears.
 */
export function SiteSearch({ variant = 'bar', className, autoFocus = false, onEscape }: SiteSearchProps): ReactElement {
  const id = useId();
  const listId = `${id}-list`;
  const input = useRef<HTMLInputElement>(null);
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const [recent, setRecent] = useState<RecentSearch[]>([]);
  const typed = text.trim();
  const suggestions = useSuggestions(text);

  const options: Option[] = useMemo(() => {
    if (!typed) return recent.map((entry) => ({ key: `r:${entry.value}:${entry.text}`, entry, kind: 'recent' }));
    if (suggestions.keyword !== typed.slice(0, SEARCH.keywordMax)) return [];
    return suggestions.list.map((s) => ({ key: `${s.kind}:${s.value}:${s.text}`, entry: { text: s.text, value: s.kind === 'category' ? s.value : '' }, kind: s.kind }));
  }, [typed, recent, suggestions]);
  const answered = typed !== '' && !suggestions.loading && suggestions.keyword === typed.slice(0, SEARCH.keywordMax);
  const showEmpty = open && answered && options.length === 0;
  const expanded = open && options.length > 0;

  const openList = () => {
    setRecent(readRecentSearches());
    setOpen(true);
  };
  const close = () => {
    setOpen(false);
    setActive(-1);
  };
  const go = (entry: RecentSearch) => {
    setRecent(rememberSearch(entry));
    setText(entry.value ? '' : entry.text);
    close();
    input.current?.blur();
    window.location.hash = searchRoute(entry);
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const chosen = expanded && active >= 0 ? options[active] : undefined;
    if (chosen) go(chosen.entry);
    else if (typed) go({ text: typed.slice(0, SEARCH.keywordMax), value: '' });
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      if (!open) return openList();
      if (options.length === 0) return;
      // -1 is the input itself: the arrows cycle through it and the options
      const step = event.key === 'ArrowDown' ? 1 : -1;
      const size = options.length + 1;
      setActive((i) => ((i + 1 + step + size) % size) - 1);
      return;
    }
    if (event.key === 'Escape') {
      if (expanded || showEmpty) close();
      else if (text) setText('');
      else onEscape?.();
    }
  };

  return (
    <form className={cx(styles.search, styles[variant], className)} role="search" onSubmit={submit}>
      <div className={styles.field}>
        <input
          ref={input}
          className={styles.input}
          type="search"
          role="combobox"
          aria-label={T.label}
          aria-autocomplete="list"
          aria-expanded={expanded}
          aria-controls={listId}
          aria-activedescendant={expanded && active >= 0 ? `${id}-o${active}` : undefined}
          placeholder={T.placeholder}
          maxLength={SEARCH.keywordMax}
          autoComplete="off"
          enterKeyHint="search"
          // only inside a popover the user opened to search
          autoFocus={autoFocus}
          value={text}
          onChange={(e) => {
            setText(e.target.value);
            setActive(-1);
            setOpen(true);
          }}
          onFocus={openList}
          onBlur={close}
          onKeyDown={onKeyDown}
        />
        <div className={cx(styles.popup, !(expanded || showEmpty) && styles.hidden)}>
          {!typed && expanded && (
            <div className={styles.recentHead}>
              <span>{T.recent}</span>
              <button
                type="button"
                className={styles.clear}
                onMouseDown={(e) => e.preventDefault()}
                onClick={() => {
                  forgetRecentSearches();
                  setRecent([]);
                }}
              >
                {T.clearRecent}
              </button>
            </div>
          )}
          <ul id={listId} role="listbox" aria-label={typed ? T.suggestions : T.recent} className={styles.list}>
            {expanded &&
              options.map((option, i) => (
                <li
                  key={option.key}
                  id={`${id}-o${i}`}
                  role="option"
                  aria-selected={i === active}
                  className={cx(styles.option, i === active && styles.active)}
                  onMouseDown={(e) => e.preventDefault()}
                  onMouseEnter={() => setActive(i)}
                  onClick={() => go(option.entry)}
                >
                  <span className={styles.kind}>{T.kinds[option.kind]}</span>
                  <span className={styles.text}>{marked(option.entry.text, typed)}</span>
                </li>
              ))}
          </ul>
          {showEmpty && (
            <p className={styles.empty} role="status">
              {T.noSuggestion(typed)}
            </p>
          )}
        </div>
      </div>
      <button className={styles.submit} type="submit">
        {T.submit}
      </button>
    </form>
  );
}
