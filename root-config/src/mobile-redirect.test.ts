import { siteInfoFixture } from '@campus/shared-utils/testing';
import { mobileJumpTarget } from './mobile-redirect';

const IPHONE = 'Mozilla/5.0 (iPhone; CPU iPhone OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0 Safari/537.36';
const ORIGIN = 'http://localhost:8080';

describe('mobileJumpTarget', () => {
  it('sends phones to the configured address with the QR parameter as the scene', () => {
    const info = siteInfoFixture({ type: 1, school: null, channel: null, qr_parameter_id: 'main-1' });
    expect(mobileJumpTarget(info, IPHONE, 'https://m.example.cn/jump', ORIGIN)).toBe('https://m.example.cn/jump?scene=main-1');
  });

  it("prefers the site's own address and the school's QR parameter", () => {
    const info = siteInfoFixture({ type: 2, mobile_jump_url: 'https://m.example.cn/school?x=1' });
    expect(mobileJumpTarget(info, IPHONE, 'https://m.example.cn/jump', ORIGIN)).toBe('https://m.example.cn/school?x=1&scene=school-1');
  });

  it('uses the channel QR parameter on organiser sites', () => {
    const info = siteInfoFixture({ type: 3, school: null });
    expect(mobileJumpTarget(info, IPHONE, '/m', ORIGIN)).toBe('http://localhost:8080/m?scene=channel-1');
  });

  it('keeps desktops, unconfigured sites and school landing sites (is_show_jobfair 0)', () => {
    const info = siteInfoFixture();
    expect(mobileJumpTarget(info, DESKTOP, '/m', ORIGIN)).toBeNull();
    expect(mobileJumpTarget(info, IPHONE, '', ORIGIN)).toBeNull();
    const landing = siteInfoFixture({ type: 2, school: { ...info.school!, is_show_jobfair: 0 } });
    expect(mobileJumpTarget(landing, IPHONE, '/m', ORIGIN)).toBeNull();
  });
});
