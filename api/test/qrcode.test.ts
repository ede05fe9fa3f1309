import QRCode from 'qrcode';
import { body, DB_KINDS, formPost, useTestApp } from './helper';

const PNG_DATA_URL = /^data:image\/png;base64,iVBORw0KGgo/;

describe.each(DB_KINDS)('QR codes on %s', (kind) => {
  describe('without a mobile jump address', () => {
    const t = useTestApp(kind);

    it('encodes a page of this site with the site’s QR parameter id as the scene', async () => {
      const res = await t.app.inject({ url: '/api/qrcodeparameter/create?type=4&public_source=1', headers: { host: 'school.localhost:8080' } });
      const data = body<{ QRcode: string; qr_parameter_id: string; url: string }>(res).data;
      expect(data.qr_parameter_id).toBe('site-linjiang');
      expect(data.url).toBe('http://school.localhost:8080/?scene=site-linjiang');
      expect(data.QRcode).toMatch(PNG_DATA_URL);
      // the image is a real QR code of that address, drawn by the qrcode package
      expect(data.QRcode).toBe(await QRCode.toDataURL(data.url, { errorCorrectionLevel: 'M', margin: 1, width: 240 }));
    });

    it('uses a scene given by the caller', async () => {
      const res = await t.app.inject({ url: '/api/qrcodeparameter/create?type=4&scene=mp-main' });
      expect(body(res).data).toMatchObject({ qr_parameter_id: 'mp-main', url: 'http://localhost/?scene=mp-main' });
    });

    it.each([
      ['/api/qrcodeparameter/create', '参数错误：type 不能为空'],
      ['/api/qrcodeparameter/create?type=5', '参数错误：type 只能是 4'],
      ['/api/qrcodeparameter/create?type=4&scene=%3Cscript%3E', '参数错误：scene 格式不正确'],
      ['/api/qrcodeparameter/image', '参数错误：scene 不能为空'],
    ])('refuses %s', async (url, msg) => {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(400);
      expect(body(res).msg).toBe(msg);
    });

    it('serves the footer QR codes as SVG images drawn per request', async () => {
      const res = await t.app.inject({ url: '/api/qrcodeparameter/image?scene=kefu-main', headers: { host: 'province.localhost' } });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/svg\+xml/);
      expect(res.body).toMatch(/^<svg[^>]*xmlns="http:\/\/www.w3.org\/2000\/svg"/);
      expect(res.body).toBe(await QRCode.toString('http://province.localhost/?scene=kefu-main', { errorCorrectionLevel: 'M', margin: 1, type: 'svg', color: { dark: '#1f2937', light: '#ffffff' } }));
    });

    it('answers the school QR code of a school site', async () => {
      const res = await formPost(t.app, '/school/site/getschoolqrcode', {}, { host: 'gate.localhost' });
      expect(body(res).data).toMatchObject({ code: 0, qr_parameter_id: 'sch-yunshan', url: 'http://gate.localhost/?scene=sch-yunshan' });
      expect(body<{ QRcode: string }>(res).data.QRcode).toMatch(PNG_DATA_URL);
    });

    it('answers code 40402 for the school QR code of a site that is not a school', async () => {
      const res = await formPost(t.app, '/school/site/getschoolqrcode', { domain: 'fair.localhost' });
      expect(res.statusCode).toBe(200);
      expect(body(res)).toEqual({ apiStatus: false, msg: '该站点不是学校站点', data: { code: 40402, msg: '该站点不是学校站点' } });
    });
  });

  describe('with a mobile jump address', () => {
    const t = useTestApp(kind, { MOBILE_JUMP_URL: 'https://m.campus.example.cn/jump?from=pc' });

    it('encodes the jump address carrying the scene', async () => {
      const res = await t.app.inject({ url: '/api/qrcodeparameter/create?type=4', headers: { host: 'fair.localhost' } });
      expect(body(res).data.url).toBe('https://m.campus.example.cn/jump?from=pc&scene=site-fair');
    });

    it('gives the jump address in site info for the mobile redirect', async () => {
      const res = await t.app.inject({ url: '/api/site/getsiteinfo', headers: { host: 'gate.localhost' } });
      expect(body(res).data.mobile_jump_url).toBe('https://m.campus.example.cn/jump?from=pc');
    });
  });
});
