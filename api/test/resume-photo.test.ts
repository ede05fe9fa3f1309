import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { RESUME_MSG } from '@campus/shared-utils/rules';
import sharp from 'sharp';
import { DB_KINDS, formPost, useTempDir, useTestApp } from './helper';
import { openPositions } from './mine-helper';
import { BASIC, cookieOf, data, get, newStudent, post, RESUME_NOW, upload } from './resume-kit';

type PhotoAnswer = { code: number; msg: string; photo: string };

/** A JPEG as a phone takes it: camera make and GPS position in its EXIF. */
const gpsJpeg = (width = 64, height = 48) =>
  sharp({ create: { width, height, channels: 3, background: '#c83232' } })
    .jpeg()
    .withExif({ IFD0: { Make: 'GeoCam' }, IFD3: { GPSLatitudeRef: 'N', GPSLatitude: '30/1 15/1 0/1', GPSLongitudeRef: 'E', GPSLongitude: '120/1 10/1 0/1' } })
    .toBuffer();
/** The EXIF tag that points at the GPS block (0x8825), as it is stored in a little-endian EXIF. */
const GPS_POINTER = Buffer.from([0x25, 0x88]);

describe.each(DB_KINDS)('resume photos on %s', (kind) => {
  const files = useTempDir('resume-photo-');
  const t = useTestApp(kind, { FILES_DIR: files.dir }, { now: () => RESUME_NOW });
  let phone = 13655520000;
  const student = () => newStudent(t.app, String(++phone));
  const uploadPhoto = async (token: string, file: { name: string; type: string; data: Buffer }) => data<PhotoAnswer>(await upload(t.app, '/api/resume/uploadphoto', token, file));
  const fileOf = (url: string) => path.join(files.dir, ...decodeURIComponent(url.split('key=')[1] ?? '').split('/'));

  describe('re-encoding', () => {
    it('removes EXIF and GPS from a phone photo', async () => {
      const me = await student();
      const original = await gpsJpeg();
      const before = await sharp(original).metadata();
      expect(before.exif?.includes(GPS_POINTER)).toBe(true);
      expect(original.includes('GeoCam')).toBe(true);

      const { photo } = await uploadPhoto(me.token, { name: 'IMG_0001.jpg', type: 'image/jpeg', data: original });
      const served = (await get(t.app, photo, me.token)).rawPayload;
      const after = await sharp(served).metadata();
      expect(after).toMatchObject({ format: 'jpeg', width: 64, height: 48 });
      expect(after.exif).toBeUndefined();
      expect(served.includes('Exif\0\0')).toBe(false);
      expect(served.includes('GeoCam')).toBe(false);
      expect(readFileSync(fileOf(photo)).equals(served)).toBe(true);
    });

    it('brings the longest side down to 1200 px: 3000×2000 is stored as 1200×800 (a PNG as a JPEG)', async () => {
      const me = await student();
      const png = await sharp({ create: { width: 3000, height: 2000, channels: 4, background: { r: 20, g: 120, b: 60, alpha: 0.5 } } }).png().toBuffer();
      const { photo } = await uploadPhoto(me.token, { name: 'big.png', type: 'image/png', data: png });
      expect(photo).toMatch(/\.jpg$/);
      const served = await get(t.app, photo, me.token);
      expect(served.headers['content-type']).toBe('image/jpeg');
      expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 1200, height: 800 });
      // a small photo is not enlarged
      const small = await uploadPhoto(me.token, { name: 'small.jpg', type: 'image/jpeg', data: await gpsJpeg(300, 400) });
      expect(await sharp((await get(t.app, small.photo, me.token)).rawPayload).metadata()).toMatchObject({ width: 300, height: 400 });
    });

    it('refuses a text file named .jpg, and a JPEG header over bytes that are no image, with a clear message', async () => {
      const me = await student();
      const text = await uploadPhoto(me.token, { name: 'photo.jpg', type: 'image/jpeg', data: Buffer.from('这不是一张图片，只是改了扩展名的文本文件。\n') });
      expect(text).toEqual({ code: 41009, msg: '照片仅支持JPG、PNG格式' });
      const broken = Buffer.concat([Buffer.from([0xff, 0xd8, 0xff, 0xe0]), Buffer.alloc(200)]);
      const undecodable = await uploadPhoto(me.token, { name: 'photo.jpg', type: 'image/jpeg', data: broken });
      expect(undecodable).toEqual({ code: 41011, msg: RESUME_MSG.photoUnreadable });
      expect(RESUME_MSG.photoUnreadable).toBe('照片文件已损坏或无法识别，请重新选择图片');
      const detail = data<{ basic: { photo: string } }>(await get(t.app, '/api/resume/getdetail', me.token));
      expect(detail.basic.photo).toBe('');
    });
  });

  describe('the photo of a resume already sent', () => {
    it('stays with the sent copy when the photo is replaced: its URL serves the old image and its file is kept', async () => {
      const me = await student();
      expect(data(await post(t.app, '/api/resume/savebasicinfo', me.token, { ...BASIC, version: 0 })).code).toBe(0);
      const first = await uploadPhoto(me.token, { name: 'first.jpg', type: 'image/jpeg', data: await gpsJpeg() });
      const firstBytes = (await get(t.app, first.photo, me.token)).rawPayload;

      const [position] = await openPositions(t.app, 1);
      const applied = await formPost(t.app, '/api/resume/deliver', { position_id: String(position!.id), resume_type: '1', resume_id: String(me.id) }, cookieOf(me.token));
      expect(data(applied).code).toBe(0);
      const row = await t.app.db.selectFrom('application').select(['resume_snapshot', 'sent_photo_key']).where('student_id', '=', me.id).executeTakeFirstOrThrow();
      const sentPhoto = (JSON.parse(row.resume_snapshot) as { content: { basic: { photo: string } } }).content.basic.photo;
      expect(sentPhoto).toMatch(/^\/api\/resume\/photo\?key=photo-sent%2F2026-11%2F[0-9a-f]{32}\.jpg$/);
      expect(sentPhoto).not.toBe(first.photo);

      const second = await uploadPhoto(me.token, { name: 'second.png', type: 'image/png', data: await sharp({ create: { width: 20, height: 20, channels: 3, background: '#0000ff' } }).png().toBuffer() });
      expect(second.code).toBe(0);
      // the resume's old photo is gone; the sent copy's own file is not
      expect(existsSync(fileOf(first.photo))).toBe(false);
      expect(data(await get(t.app, first.photo, me.token)).code).toBe(41008);
      expect(existsSync(fileOf(sentPhoto))).toBe(true);
      const sent = await get(t.app, sentPhoto, me.token);
      expect(sent.statusCode).toBe(200);
      expect(sent.rawPayload.equals(firstBytes)).toBe(true);
      // another student cannot read it
      expect(data(await get(t.app, sentPhoto, (await student()).token)).code).toBe(41008);
    });
  });
});
