import { cx } from '@campus/shared-utils';
import { useCallback, useEffect, useState, type ReactElement, type ReactNode } from 'react';
import useEmblaCarousel from 'embla-carousel-react';
import { PagerButtons } from '../../../components/pager-buttons';
import { Section } from '../../../components/section';
import { useNear } from '../../../hooks/use-near';
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
 * assistive technology. No items, no block. The arrows change the page before embla is active too (the page
 * number is React's; embla only slides to it).
 */
export function PagedCarousel<I>({ title, items, pageSize, gridClassName, renderItem, itemKey }: PagedCarouselProps<I>): ReactElement | null {
  const pages = usePages(items, pageSize);
  const [page, setPage] = useState(0);
  // embla measures its slides (forced layouts, one per carousel) when it gets its viewport: it gets it once
  // the block comes near the viewport, as a configurable home has up to six of them, mostly below the fold
  const [nearRef, near] = useNear();
  const [emblaRef, embla] = useEmblaCarousel({ align: 'start', duration: 22 });
  const [node, setNode] = useState<HTMLDivElement | null>(null);
  useEffect(() => emblaRef(near ? node : null), [emblaRef, near, node]);
  const viewport = useCallback(
    (element: HTMLDivElement | null) => {
      setNode(element);
      nearRef(element);
    },
    [nearRef],
  );

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
