import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { links } from '../../../testing/fixtures';
import { BannerCarousel } from './banner-carousel';

beforeEach(() => jest.useFakeTimers());
afterEach(() => jest.useRealTimers());

const shownTitle = () => screen.getByRole('button', { current: true }).textContent;
const advance = (ms: number) => act(() => jest.advanceTimersByTime(ms));

describe('BannerCarousel', () => {
  it('shows one banner at a time and advances every 3 s', () => {
    render(<BannerCarousel banners={links(3)} />);
    expect(screen.getByRole('img', { name: '活动1' })).toBeVisible();
    expect(screen.queryByRole('img', { name: '活动2' })).not.toBeInTheDocument();
    expect(shownTitle()).toBe('活动1');
    advance(3000);
    expect(shownTitle()).toBe('活动2');
    expect(screen.getByRole('img', { name: '活动2' })).toBeInTheDocument();
  });

  it('selects a slide by its title and slows the rotation to 5 s for 5 s, then 3 s again', async () => {
    const user = userEvent.setup({ advanceTimers: jest.advanceTimersByTime });
    render(<BannerCarousel banners={links(4)} />);
    await user.click(screen.getByRole('button', { name: '活动3' }));
    expect(shownTitle()).toBe('活动3');
    advance(4900);
    expect(shownTitle()).toBe('活动3');
    advance(100);
    expect(shownTitle()).toBe('活动4');
    advance(3000);
    expect(shownTitle()).toBe('活动1');
  });

  it('keeps the banners not shown out of reach of the keyboard and the pointer (no focusable link under aria-hidden)', () => {
    render(<BannerCarousel banners={links(3)} />);
    advance(3000);
    const slides = [...document.querySelectorAll('[aria-roledescription="slide"]')];
    expect(slides.map((s) => [s.getAttribute('aria-hidden'), s.hasAttribute('inert')])).toEqual([
      ['true', true],
      ['false', false],
      ['true', true],
    ]);
  });

  it('opens a banner’s http(s) jump_link in a new tab, and never a javascript: link', () => {
    const banners = [...links(1), { id: 2, img_url: '/b.svg', jump_link: 'javascript:alert(1)', title: '坏链接' }, { id: 3, img_url: '/c.svg', jump_link: '/#/subApp/jobRecommend', title: '站内' }];
    render(<BannerCarousel banners={banners} />);
    const first = screen.getByRole('link', { name: '活动1' });
    expect(first).toHaveAttribute('href', 'https://example.com/1');
    expect(first).toHaveAttribute('target', '_blank');
    act(() => {
      jest.advanceTimersByTime(3000);
    });
    expect(screen.getByRole('img', { name: '坏链接' }).closest('a')).toBeNull();
    advance(3000);
    expect(screen.getByRole('link', { name: '站内' })).toHaveAttribute('href', 'http://localhost/#/subApp/jobRecommend');
  });

  it('reserves the image size, loads the first image eagerly and the others at the first idle moment, and stops its timers on unmount', () => {
    const { unmount } = render(<BannerCarousel banners={links(3)} />);
    const first = screen.getByRole('img', { name: '活动1' });
    expect(first).toHaveAttribute('width', '800');
    expect(first).toHaveAttribute('height', '300');
    expect(first).toHaveAttribute('loading', 'eager');
    expect(document.querySelectorAll('img')).toHaveLength(1);
    advance(1); // jsdom has no requestIdleCallback: use-idle falls back to a timer
    const hidden = document.querySelectorAll('img[loading="lazy"]');
    expect([...hidden].map((img) => img.getAttribute('alt'))).toEqual(['活动2', '活动3']);
    unmount();
    expect(jest.getTimerCount()).toBe(0);
  });

  it('renders nothing without banners', () => {
    const { container } = render(<BannerCarousel banners={[]} />);
    expect(container).toBeEmptyDOMElement();
  });
});
