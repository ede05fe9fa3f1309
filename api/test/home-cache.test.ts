import { HomeCache } from '../src/lib/home-cache';
import { homeChanged, onHomeChange } from '../src/home/home-changes';

describe('HomeCache', () => {
  it('keeps an answer for its time and loads again after it', async () => {
    const cache = new HomeCache(1000);
    const load = jest.fn().mockResolvedValueOnce('a').mockResolvedValueOnce('b');
    expect(await cache.get('k', 1, load, 0)).toBe('a');
    expect(await cache.get('k', 1, load, 999)).toBe('a');
    expect(await cache.get('k', 1, load, 1000)).toBe('b');
  });

  it('drops only the invalidated site’s entries, or all of them', async () => {
    const cache = new HomeCache(60_000);
    await cache.get('a', 1, async () => 'one');
    await cache.get('b', 2, async () => 'two');
    cache.invalidate(1);
    expect(cache.size).toBe(1);
    expect(await cache.get('a', 1, async () => 'one again')).toBe('one again');
    cache.invalidate('all');
    expect(cache.size).toBe(0);
  });

  it('does not store an answer whose load overlapped a change to its site', async () => {
    const cache = new HomeCache(60_000);
    let finish: (v: string) => void = () => {};
    const pending = cache.get('k', 1, () => new Promise<string>((resolve) => (finish = resolve)));
    cache.invalidate(1);
    finish('stale');
    expect(await pending).toBe('stale');
    expect(await cache.get('k', 1, async () => 'fresh')).toBe('fresh');
  });

  it('stores nothing with a time of 0', async () => {
    const cache = new HomeCache(0);
    await cache.get('k', 1, async () => 'x');
    expect(cache.size).toBe(0);
  });

  it('is cleared wholesale when full', async () => {
    const cache = new HomeCache(60_000, 2);
    await cache.get('a', 1, async () => 'a');
    await cache.get('b', 1, async () => 'b');
    await cache.get('c', 1, async () => 'c');
    expect(cache.size).toBe(1);
  });
});

describe('home change notices', () => {
  it('reach every listener until it unsubscribes', () => {
    const seen: (number | 'all')[] = [];
    const stop = onHomeChange((id) => seen.push(id));
    homeChanged(3);
    homeChanged('all');
    stop();
    homeChanged(4);
    expect(seen).toEqual([3, 'all']);
  });
});
