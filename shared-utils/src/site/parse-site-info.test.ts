import { siteInfoFixture } from '../testing/site-fixture';
import { DEFAULT_BRAND, parseBrand } from './parse-brand';
import { parseSiteInfo } from './parse-site-info';

describe('parseSiteInfo', () => {
  it('keeps a complete answer as it is', () => {
    const info = siteInfoFixture({ type: 3 });
    expect(parseSiteInfo(info)).toEqual(info);
  });

  it('reads numeric strings and booleans as flags and types', () => {
    const info = siteInfoFixture();
    const raw = { ...info, type: '2', show_about: '1', is_taiban: true, school: { ...info.school, school_type: '2', is_show_jobfair: '0' } };
    const parsed = parseSiteInfo(raw);
    expect(parsed).toMatchObject({ type: 2, show_about: 1, is_taiban: 1 });
    expect(parsed.school).toMatchObject({ school_type: 2, is_show_jobfair: 0 });
  });

  it.each([null, undefined, 'html', 42, []])('reads %p as the main platform with empty data', (raw) => {
    const parsed = parseSiteInfo(raw);
    expect(parsed).toMatchObject({ type: 1, show_about: 0, school: null, channel: null, exhibition: '', domain: '' });
    expect(parsed.brand).toEqual(DEFAULT_BRAND);
  });

  it('falls back field by field in nested objects', () => {
    const parsed = parseSiteInfo({ type: 9, channel: { title: '双选会', show_content: 'x' }, exhibition: [{ label: 'a', show: 1, title: 'b' }] });
    expect(parsed.type).toBe(1);
    expect(parsed.channel).toEqual({ channel: '', short_name: '', title: '双选会', subtitle: '', badge: '', show_content: 1, qr_parameter_id: '' });
    expect(parsed.exhibition).toBe('[{"label":"a","show":1,"title":"b"}]');
  });
});

describe('parseBrand', () => {
  it('fills a partial brand', () => {
    const brand = parseBrand({ key: 'province', generation: 'old', root_domains: ['a.cn', 3], footer: { variant: 'nope', figures: [{ value: 1000, label: '高校' }, 'x'] } });
    expect(brand).toMatchObject({ key: 'province', generation: 'old', is_main: false, root_domains: ['a.cn'] });
    expect(brand.footer.variant).toBe('main');
    expect(brand.footer.figures).toEqual([{ value: '1000', label: '高校' }]);
    expect(brand.hotlines.hours).toBe('9:00-18:00');
  });
});
