import { loadAnalytics } from './analytics';

afterEach(() => document.head.querySelectorAll('script').forEach((s) => s.remove()));

describe('loadAnalytics', () => {
  it('loads nothing without an id', () => {
    expect(loadAnalytics({ analyticsId: '', analyticsSrc: 'https://hm.example.cn/hm.js' })).toBeNull();
    expect(document.head.querySelector('script')).toBeNull();
  });

  it('loads the page-view script asynchronously with the id', () => {
    const script = loadAnalytics({ analyticsId: 'a b', analyticsSrc: 'https://hm.example.cn/hm.js' });
    expect(script?.async).toBe(true);
    expect(script?.src).toBe('https://hm.example.cn/hm.js?id=a%20b');
    expect(document.head.contains(script)).toBe(true);
  });

  it('removes a script that fails to load, and nothing else changes', () => {
    const script = loadAnalytics({ analyticsId: 'x', analyticsSrc: 'https://hm.example.cn/hm.js?v=1' });
    expect(script?.src).toBe('https://hm.example.cn/hm.js?v=1&id=x');
    script?.dispatchEvent(new Event('error'));
    expect(document.head.contains(script)).toBe(false);
  });
});
