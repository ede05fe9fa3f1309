import { DEFAULT_CONFIG, runtimeConfig } from './config';

afterEach(() => {
  delete window.__CAMPUS__;
});

describe('runtimeConfig', () => {
  it('gives the defaults without page configuration', () => {
    expect(runtimeConfig()).toEqual(DEFAULT_CONFIG);
    expect(runtimeConfig().cookieNames.userId).toBe('user_id');
  });

  it("lays the page's values over the defaults, key by key in nested maps", () => {
    window.__CAMPUS__ = { apiBase: '/backend', cookieDays: { student: 7 }, cookieNames: { userId: 'uid' } };
    const config = runtimeConfig();
    expect(config.apiBase).toBe('/backend');
    expect(config.cookieDays).toEqual({ ...DEFAULT_CONFIG.cookieDays, student: 7 });
    expect(config.cookieNames).toEqual({ ...DEFAULT_CONFIG.cookieNames, userId: 'uid' });
  });
});
