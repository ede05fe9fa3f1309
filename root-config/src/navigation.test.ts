import { siteInfoFixture } from '@campus/shared-utils/testing';
import type { SiteState } from '@campus/shared-utils';
import { redirectFor } from './navigation';
import { titleFor } from './page-title';

const ready = (over: Parameters<typeof siteInfoFixture>[0] = {}, home = '/'): SiteState => ({
  status: 'ready',
  info: siteInfoFixture(over),
  mode: { kind: 'normal', home },
});

describe('redirectFor', () => {
  it('sends unknown paths home and leaves known ones', () => {
    expect(redirectFor('#/no-such-page', ready())).toBe('#/');
    expect(redirectFor('#/job?id=3', ready())).toBeNull();
    expect(redirectFor('', ready())).toBeNull();
  });

  it('keeps /about only where show_about is 1', () => {
    expect(redirectFor('#/about', ready({ show_about: 1 }))).toBeNull();
    expect(redirectFor('#/about', ready({ show_about: 0 }))).toBe('#/');
  });

  it("sends a department site's home to its college positions, and nothing else", () => {
    const dept = ready({ type: 2 }, '/subApp/collegePosition');
    expect(redirectFor('#/', dept)).toBe('#/subApp/collegePosition');
    expect(redirectFor('#/subApp/collegePosition', dept)).toBeNull();
    expect(redirectFor('#/job?id=1', dept)).toBeNull();
  });
});

describe('titleFor', () => {
  const brand = siteInfoFixture().brand;

  it('titles each route on the main brand and uses the home title on #/', () => {
    expect(titleFor('/', ready())).toBe(brand.home_title);
    expect(titleFor('/positionList', ready())).toBe(`职位列表 - ${brand.name}`);
    expect(titleFor('/subApp/myCollect', ready())).toBe(`我的收藏 - ${brand.name}`);
  });

  it("keeps another brand's home title on every route", () => {
    const other = ready({ brand: { ...brand, is_main: false, home_title: '江海省大学生就业服务平台' } });
    expect(titleFor('/positionList', other)).toBe('江海省大学生就业服务平台');
  });

  it('names a school, a department and an organiser site after themselves, not the platform', () => {
    const school = ready({ type: 2, school: { ...siteInfoFixture().school!, school: '临江大学', school_type: 1, college: '' } });
    expect(titleFor('/', school)).toBe('临江大学');
    expect(titleFor('/positionList', school)).toBe('职位列表 - 临江大学');
    const department = ready({ type: 2, school: { ...siteInfoFixture().school!, school: '临江大学', school_type: 2, college: '计算机学院' } });
    expect(titleFor('/subApp/collegePosition', department)).toMatch(/ - 计算机学院 - 临江大学$/);
    const fair = ready({ type: 3, channel: { ...siteInfoFixture().channel!, title: '江海春季双选会' } });
    expect(titleFor('/', fair)).toBe('江海春季双选会');
  });

  it('has a plain title before the site is known', () => {
    expect(titleFor('/job', { status: 'loading' })).toBe('校园招聘平台');
  });
});
