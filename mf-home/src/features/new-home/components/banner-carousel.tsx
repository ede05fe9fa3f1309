import { cx, FIRST_VIEW_IMAGE, safeHttpUrl, newTabProps, useIdle } from '@campus/shared-utils';
import { useRef, type PointerEvent, type ReactElement } from 'react';
import type { HomeLink } from '@campus/shared-utils';
import { useBannerRotation } from '../hooks/use-banner-rotation';
import { NEW_HOME_TEXT as T } from '../utils/texts';
import styles from './banner-carousel.module.css';

export type BannerCarouselProps = { banners: HomeLink[] };

/** How far a swipe must go (px) to change the slide. */
const SWIPE_PX = 40;

/**
 * The banner carousel: auto-plays every 3 s; a title (or a swipe) picks a slide and slows the rotation
 * (use-banner-rotation.ts); a banner opens its jump_link in a new tab, only when it is http(s).
 * Slides cross-fade in one grid cell, so the first image alone sizes the block (no layout shift). The
 * slides not shown get their images at the first idle moment (at the latest 2 s, before the first turn at
 * 3 s): each image is a document to parse and lay out on the main thread, which the first view can do without.
 * Written without a carousel library: the first load of localhost stays within its budget (decisions.md).
 */
export function BannerCarousel({ banners }: BannerCarouselProps): ReactElement | null {
  const { index, pick } = useBannerRotation(banners.length);
  const swipeFrom = useRef<number | null>(null);
  const idle = useIdle();
  if (banners.length === 0) return null;

  const onPointerDown = (e: PointerEvent) => {
    swipeFrom.current = e.clientX;
  };
  const onPointerUp = (e: PointerEvent) => {
    const dx = swipeFrom.current === null ? 0 : e.clientX - swipeFrom.current;
    swipeFrom.current = null;
    if (Math.abs(dx) >= SWIPE_PX) pick((index + (dx < 0 ? 1 : banners.length - 1)) % banners.length);
  };

  return (
    <section className={styles.carousel} aria-roledescription="carousel" aria-label={T.banners}>
      <div className={styles.track} onPointerDown={onPointerDown} onPointerUp={onPointerUp}>
        {banners.map((b, i) => {
          const href = safeHttpUrl(b.jump_link);
          const image = (i === 0 || i === index || idle) && (
            <img
              className={styles.image}
              src={b.img_url}
              alt={b.title}
              width={800}
              height={300}
              loading={i === 0 ? 'eager' : 'lazy'}
              fetchPriority={i === 0 ? 'high' : 'low'}
              decoding="async"
              draggable={false}
              // the server painted the first banner before the scripts ran; it hands over to this one
              {...(i === 0 ? FIRST_VIEW_IMAGE : {})}
            />
          );
          return (
            <div className={cx(styles.slide, i === index && styles.shown)} key={b.id} role="group" aria-roledescription="slide" aria-hidden={i !== index} inert={i !== index}>
              {href ? (
                <a href={href} {...newTabProps()} draggable={false}>
                  {image}
                </a>
              ) : (
                image
              )}
            </div>
          );
        })}
      </div>
      <div className={styles.titles} role="group" aria-label={T.bannerTitles}>
        {banners.map((b, i) => (
          <button key={b.id} type="button" className={cx(styles.titleButton, i === index && styles.active)} aria-current={i === index} onClick={() => pick(i)}>
            {b.title}
          </button>
        ))}
      </div>
    </section>
  );
}
