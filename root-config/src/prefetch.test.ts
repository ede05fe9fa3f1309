import { prefetchLinkedParcels } from './prefetch';

/** A stand-in for the browser's IntersectionObserver: the test says which links came near. */
class FakeObserver {
  static current: FakeObserver | null = null;
  readonly watched = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    FakeObserver.current = this;
  }
  observe(el: Element): void {
    this.watched.add(el);
  }
  unobserve(el: Element): void {
    this.watched.delete(el);
  }
  disconnect(): void {
    this.watched.clear();
  }
  comeNear(el: Element): void {
    this.callback([{ target: el, isIntersecting: true } as unknown as IntersectionObserverEntry], this as unknown as IntersectionObserver);
  }
}

const prefetchedUrls = () => [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"]')].map((l) => l.getAttribute('href'));
const flushIdle = () => jest.runOnlyPendingTimers();

beforeAll(() => {
  Object.assign(window, { IntersectionObserver: FakeObserver, System: { resolve: (name: string) => `/assets/${name.replace('@campus/', '')}.js` } });
  Object.assign(globalThis, { System: (window as unknown as { System: unknown }).System });
  jest.useFakeTimers();
});
afterAll(() => jest.useRealTimers());

describe('prefetchLinkedParcels', () => {
  it('fetches a parcel only when one of its links comes near, is hovered or is focused, once each', async () => {
    document.body.innerHTML = `<main>
      <a id="article" href="#/wenList?id=3">简历写作公开课</a>
      <a id="job" href="#/subApp/jobRecommend">职位推荐</a>
      <a id="away" href="https://example.com/">外部</a></main>`;
    prefetchLinkedParcels();
    flushIdle();
    expect(prefetchedUrls()).toEqual([]);
    const observer = FakeObserver.current!;
    expect([...observer.watched].map((a) => a.id).sort()).toEqual(['article', 'job']);

    observer.comeNear(document.getElementById('article')!);
    expect(prefetchedUrls()).toEqual(['/assets/mf-content.js']);

    document.getElementById('job')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    expect(prefetchedUrls()).toEqual(['/assets/mf-content.js', '/assets/mf-student.js']);
    document.getElementById('job')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    expect(prefetchedUrls()).toHaveLength(2);
  });

  it('watches links a page renders later, but not those of parcels already fetched', async () => {
    const later = document.createElement('a');
    later.id = 'fair';
    later.href = '#/jobFair?id=9';
    document.body.append(later);
    const again = document.createElement('a');
    again.id = 'again';
    again.href = '#/wenDetail?id=1';
    document.body.append(again);
    const login = document.createElement('a');
    login.href = '#/login';
    document.body.append(login);
    await Promise.resolve(); // the mutation observer's records
    flushIdle();
    const observer = FakeObserver.current!;
    expect(observer.watched.has(later)).toBe(false);
    expect(observer.watched.has(again)).toBe(false);
    expect(observer.watched.has(login)).toBe(true);
  });
});
