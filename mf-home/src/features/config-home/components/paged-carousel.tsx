import { cx } from '@campus/shared-utils';
import { useEffect, useState, type ReactElement, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { PagerButtons } from '../../../components/pager-buttons';
import { Section } from '../../../components/section';
import { usePages } from '../../../hooks/use-pages';
import { CONFIG_HOME_TEXT as T } from '../utils/texts';
import styles from './config-home.module.css';

export type PagedCarouselProps<I> = {
  title: string;
  items: readonly I[];
  pageSize: number;
  /** the grid class of one page (columns) */
  gridClassName: string;
  renderItem: (item: I) => ReactNode;
  itemKey: (item: I) => string | number;
};

/**
 * A titled block whose items are shown `pageSize` at a time (spec §9 zone page sizes), as the slides of
 * an embla carousel with arrows; swiping works too. Pages other than the current one are hidden from
 * assistive technology. No items, no block.
 */
export function PagedCarousel<I>({ title, items, pageSize, gridClassName, renderItem, itemKey }: PagedCarouselProps<I>): ReactElement | null {
  const pages = usePages(items, pageSize);
  const [page, setPage] = useState(0);
  const [viewport, embla] = useEmblaCarousel({ align: 'start', duration: 22 });

  useEffect(() => {
    if (embla && embla.selectedScrollSnap() !== page) embla.scrollTo(page);
  }, [embla, page]);

  useEffect(() => {
    if (!embla) return undefined;
    const onSelect = () => setPage(embla.selectedScrollSnap());
    embla.on('select', onSelect);
    return () => {
      embla.off('select', onSelect);
    };
  }, [embla]);

  if (pages.length === 0) return null;
  const current = Math.min(page, pages.length - 1);
  return (
    <Section
      title={title}
      extra={
        <PagerButtons
          page={current}
          pages={pages.length}
          label={T.pages(title)}
          onPrev={() => setPage(Math.max(0, current - 1))}
          onNext={() => setPage(Math.min(pages.length - 1, current + 1))}
        />
      }
    >
      <div className={styles.viewport} ref={viewport}>
        <div className={styles.track}>
          {pages.map((items, i) => (
            <ul key={i} className={cx(styles.slide, gridClassName)} aria-label={T.page(i + 1, pages.length)} aria-hidden={i !== current} inert={i !== current}>
              {items.map((item) => (
                <li key={itemKey(item)}>{renderItem(item)}</li>
              ))}
            </ul>
          ))}
        </div>
      </div>
    </Section>
  );
}
