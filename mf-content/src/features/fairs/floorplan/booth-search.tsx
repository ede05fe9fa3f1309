import { useId, useState, type KeyboardEvent, type ReactElement } from 'react';
import { BOOTH_STATE_TEXT, type FloorBooth } from '@campus/shared-utils/student';
import { matchBooths } from './booths';
import styles from './floorplan.module.css';
import { FAIRS_TEXT as T } from '../utils/texts';

export type BoothSearchProps = { booths: readonly FloorBooth[]; onChoose: (booth: FloorBooth) => void };

/** Finds a booth by company name or booth code: a combobox whose suggestions the arrow keys walk. */
export function BoothSearch({ booths, onChoose }: BoothSearchProps): ReactElement {
  const id = useId();
  const [text, setText] = useState('');
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const matches = open ? matchBooths(booths, text) : [];
  const listId = `${id}-list`;
  const optionId = (i: number): string => `${id}-option-${i}`;

  const choose = (b: FloorBooth): void => {
    setText(b.company_name || b.code);
    setOpen(false);
    setActive(-1);
    onChoose(b);
  };

  const onKeyDown = (e: KeyboardEvent<HTMLInputElement>): void => {
    if (e.key === 'ArrowDown' || e.key === 'ArrowUp') {
      e.preventDefault();
      setOpen(true);
      const list = matchBooths(booths, text);
      if (list.length === 0) return;
      const step = e.key === 'ArrowDown' ? 1 : -1;
      setActive((a) => (a < 0 ? (step > 0 ? 0 : list.length - 1) : (a + step + list.length) % list.length));
    } else if (e.key === 'Enter') {
      e.preventDefault();
      const list = matchBooths(booths, text);
      const pick = list[active] ?? list[0];
      if (pick) choose(pick);
    } else if (e.key === 'Escape') {
      if (open && text) {
        e.preventDefault();
        setOpen(false);
        setActive(-1);
      } else setText('');
    }
  };

  const expanded = open && text.trim() !== '';
  return (
    <div className={styles.search} role="search">
      <input
        className={styles.searchInput}
        type="text"
        role="combobox"
        aria-label={T.map.search}
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 && matches[active] ? optionId(active) : undefined}
        placeholder={T.map.searchPlaceholder}
        autoComplete="off"
        value={text}
        onChange={(e) => {
          setText(e.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onFocus={() => setOpen(true)}
        onBlur={() => setOpen(false)}
        onKeyDown={onKeyDown}
      />
      <ul id={listId} className={styles.suggestions} role="listbox" aria-label={T.map.suggestions} hidden={!expanded || matches.length === 0}>
        {matches.map((b, i) => (
          <li
            key={b.id}
            id={optionId(i)}
            role="option"
            aria-selected={i === active}
            className={styles.suggestion}
            // keeps the focus in the box, so the click below still counts
            onMouseDown={(e) => e.preventDefault()}
            onClick={() => choose(b)}
          >
            <span className={styles.suggestionCode}>{b.code}</span>
            <span className={styles.suggestionName}>{b.company_name || BOOTH_STATE_TEXT[b.state]}</span>
          </li>
        ))}
      </ul>
      {expanded && matches.length === 0 && (
        <p className={styles.noMatch} role="status">
          {T.map.noMatch}
        </p>
      )}
    </div>
  );
}
