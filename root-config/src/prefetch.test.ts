import { prefetchChunk, prefetchLinkedParcels } from './prefetch';

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
/** The manifest's answer and the hints that follow it. */
const settle = async () => {
  for (let i = 0; i < 5; i += 1) await Promise.resolve();
};

/** What the build lists: the content parcel's own files; the student parcel's entry is another than the map's (an override). */
const MANIFEST = {
  '@campus/mf-content': { entry: '/assets/mf-content.js', deps: ['react-router-dom', '@campus/shared-utils/student'], chunks: { wenList: ['wen-list.1.js', 'shared.2.js'], wenDetail: ['wen-detail.3.js'] }, chunkDeps: { wenList: ['@campus/shared-utils/forms'] } },
  '@campus/shared-utils/student': { entry: '/assets/shared-utils/student.js', deps: ['react-router-dom', 'react'], chunks: {} },
  '@campus/shared-utils/forms': { entry: '/assets/shared-utils/forms.js', deps: ['react', 'react-hook-form-glue'], chunks: {} },
  '@campus/shared-utils': { entry: '/assets/shared-utils.js', deps: [], chunks: { http: ['http.5.js'] } },
  '@campus/mf-student': { entry: '/assets/mf-student.0ld.js', deps: ['react-router-dom'], chunks: { jobRecommend: ['recommend.4.js'] } },
};
const manifestRequests = jest.fn();

beforeAll(() => {
  Object.assign(window, { IntersectionObserver: FakeObserver, System: { resolve: (name: string) => `/assets/${name.replace('@campus/', '')}.js` } });
  Object.assign(globalThis, { System: (window as unknown as { System: unknown }).System });
  // the server's file, as the build wrote it
  Object.assign(globalThis, {
    fetch: (url: string) => {
      manifestRequests(url);
      return Promise.resolve({ ok: true, json: () => Promise.resolve(MANIFEST) });
    },
  });
  jest.useFakeTimers();
});
afterAll(() => jest.useRealTimers());

describe('prefetchLinkedParcels', () => {
  it('fetches a route only when one of its links comes near, is hovered or is focused, once each', async () => {
    document.body.innerHTML = `<main>
      <a id="article" href="#/wenList?id=3">简历写作公开课</a>
      <a id="job" href="#/subApp/jobRecommend">职位推荐</a>
      <a id="away" href="https://example.com/">外部</a></main>`;
    prefetchLinkedParcels();
    flushIdle();
    expect(prefetchedUrls()).toEqual([]);
    const observer = FakeObserver.current!;
    expect([...observer.watched].map((a) => a.id).sort()).toEqual(['article', 'job']);

    expect(manifestRequests).not.toHaveBeenCalled();

    // the parcel, the modules it registers with and its page's chunk, together
    observer.comeNear(document.getElementById('article')!);
    await settle();
    expect(manifestRequests.mock.calls).toEqual([['/prefetch-manifest.json']]);
    // the entry's modules and theirs (react), the chunk's on-demand forms module and its own (the glue)
    const content = [
      '/assets/mf-content.js',
      '/assets/react-router-dom.js',
      '/assets/shared-utils/student.js',
      '/assets/react.js',
      '/assets/shared-utils/forms.js',
      '/assets/react-hook-form-glue.js',
      'http://localhost/assets/wen-list.1.js',
      'http://localhost/assets/shared.2.js',
    ];
    expect(prefetchedUrls()).toEqual(content);

    // a parcel the build did not make: its entry only (the override's files are not the build's)
    document.getElementById('job')!.dispatchEvent(new Event('pointerover', { bubbles: true }));
    await settle();
    expect(prefetchedUrls()).toEqual([...content, '/assets/mf-student.js']);
    document.getElementById('job')!.dispatchEvent(new Event('focusin', { bubbles: true }));
    await settle();
    expect(prefetchedUrls()).toHaveLength(content.length + 1);
    expect(manifestRequests).toHaveBeenCalledTimes(1);
  });

  it('watches links a page renders later, but not those of routes already fetched', async () => {
    const later = document.createElement('a');
    later.id = 'fair';
    later.href = '#/jobFair?id=9';
    document.body.append(later);
    const again = document.createElement('a');
    again.id = 'again';
    again.href = '#/wenList?id=4';
    document.body.append(again);
    const other = document.createElement('a');
    other.href = '#/wenDetail?id=1';
    document.body.append(other);
    const login = document.createElement('a');
    login.href = '#/login';
    document.body.append(login);
    await Promise.resolve(); // the mutation observer's records
    flushIdle();
    const observer = FakeObserver.current!;
    // a route fetched already is not watched again; another page of a fetched parcel still has its chunk to fetch
    expect(observer.watched.has(again)).toBe(false);
    expect(observer.watched.has(later)).toBe(true);
    expect(observer.watched.has(login)).toBe(true);
    expect(observer.watched.has(other)).toBe(true);
    observer.comeNear(other);
    await settle();
    expect(prefetchedUrls().slice(-1)).toEqual(['http://localhost/assets/wen-detail.3.js']);
  });
});

describe('prefetchChunk', () => {
  it('downloads a module\'s named chunk once, as a prefetch that runs nothing, and nothing for a module from elsewhere', async () => {
    prefetchChunk('@campus/shared-utils', 'http');
    prefetchChunk('@campus/shared-utils', 'http');
    await settle();
    const links = [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="prefetch"][href$="/http.5.js"]')];
    expect(links.map((l) => [l.href, l.as])).toEqual([['http://localhost/assets/http.5.js', 'script']]);
    expect(document.querySelector('script[src$="/http.5.js"]')).toBeNull();
    // the student parcel's entry is another than the build listed (an override): its chunk is not guessed
    const before = prefetchedUrls().length;
    prefetchChunk('@campus/mf-student', 'jobRecommend');
    await settle();
    expect(prefetchedUrls()).toHaveLength(before);
  });
});
