import { body, DB_KINDS, formPost, useTestApp } from './helper';

describe.each(DB_KINDS)('POST /company/site/getinfo on %s', (kind) => {
  const t = useTestApp(kind);

  it('answers the contact QR code and the company basic info of the main brand', async () => {
    const res = await formPost(t.app, '/company/site/getinfo', { domain: 'school.localhost' });
    expect(res.statusCode).toBe(200);
    expect(body(res)).toEqual({
      apiStatus: true,
      msg: 'success',
      data: {
        code: 0,
        msg: 'success',
        company_concat_qr_code_url: '/api/qrcodeparameter/image?scene=kefu-main',
        wechat: 'qihang_xiaozhao',
        phone: '400-618-2026',
        email: 'service@qihang-campus.cn',
      },
    });
  });

  it('answers each brand family with its own contact data', async () => {
    const province = body(await formPost(t.app, '/company/site/getinfo', { domain: 'province.localhost' })).data;
    const uni = body(await formPost(t.app, '/company/site/getinfo', { domain: 'uni.localhost' })).data;
    expect(province).toMatchObject({ phone: '0518-85201000', company_concat_qr_code_url: '/api/qrcodeparameter/image?scene=kefu-province' });
    expect(uni).toMatchObject({ email: 'career@mdlg.edu.cn' });
  });

  it('answers an unknown domain with the main brand', async () => {
    const res = await formPost(t.app, '/company/site/getinfo', { domain: 'nowhere.example.cn' });
    expect(body(res).data.wechat).toBe('qihang_xiaozhao');
  });

  it('refuses a missing domain', async () => {
    const res = await formPost(t.app, '/company/site/getinfo', {});
    expect(res.statusCode).toBe(400);
    expect(body(res).msg).toBe('参数错误：domain 不能为空');
  });
});
