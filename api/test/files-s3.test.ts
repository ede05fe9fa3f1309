import { HeadObjectCommand, ListObjectsV2Command, S3Client } from '@aws-sdk/client-s3';
import { sql } from 'kysely';
import http from 'node:http';
import net, { type AddressInfo } from 'node:net';
import S3rver from 's3rver';
import sharp from 'sharp';
import { ATTACHMENT, RESUME_MSG } from '@campus/shared-utils/rules';
import { CODES } from '../src/errors/codes';
import { FileStoreUnavailableError } from '../src/errors/storage-faults';
import { loadConfig, type S3Config } from '../src/config';
import { createLocalFileStore } from '../src/providers/files/local-file-store';
import { s3ClientFrom } from '../src/providers/files/s3-client';
import { createS3FileStore } from '../src/providers/files/s3-file-store';
import { makePdf } from '../src/seed/resume/demo-documents';
import { buildTestApp, formPost, useTempDir, type TestApp } from './helper';
import { fileStoreContract, generatedStream, LARGE_BYTES } from './file-store-contract';
import { openPositions } from './mine-helper';
import { BASIC, cookieOf, data, get, newStudent, post, RESUME_NOW, upload } from './resume-kit';

/** s3rver's own keys (it checks request signatures). */
const S3RVER_KEYS = { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' };
const BUCKET = 'campus-files';

const s3Config = (endpoint: string): S3Config => ({ endpoint, bucket: BUCKET, region: 'us-east-1', ...S3RVER_KEYS, forcePathStyle: true });

/** An S3-protocol server in a temporary folder on a port the system picks, with the bucket made; stopped after the block. */
function useS3rver(): { readonly endpoint: string; stop: () => Promise<void> } {
  const dir = useTempDir('campus-s3rver-');
  let server: S3rver | undefined;
  let endpoint = '';
  beforeAll(async () => {
    server = new S3rver({ address: '127.0.0.1', port: 0, silent: true, directory: dir.dir, configureBuckets: [{ name: BUCKET }] });
    endpoint = `http://127.0.0.1:${(await server.run()).port}`;
  });
  const stop = async () => {
    await server?.close();
    server = undefined;
  };
  afterAll(stop);
  return {
    get endpoint() {
      return endpoint;
    },
    stop,
  };
}

const localDir = useTempDir('campus-files-contract-');
fileStoreContract('local', () => createLocalFileStore(localDir.dir));

describe('the S3 file store against s3rver', () => {
  const s3 = useS3rver();
  fileStoreContract('s3', () => createS3FileStore(s3ClientFrom(s3Config(s3.endpoint)), BUCKET));

  it('sends a large stream as a multipart upload (parts of 5 MB, never the whole file at once)', async () => {
    const client = s3ClientFrom(s3Config(s3.endpoint));
    const sent: string[] = [];
    client.middlewareStack.add(
      (next, context) => (args) => {
        sent.push(String(context.commandName));
        return next(args);
      },
      { step: 'initialize' },
    );
    const store = createS3FileStore(client, BUCKET);
    await store.put('contract/multipart.bin', generatedStream(LARGE_BYTES, 7).stream);
    // 12 MiB in parts of 5 MiB: three parts, never one request with the whole file
    expect(sent).toEqual(['CreateMultipartUploadCommand', 'UploadPartCommand', 'UploadPartCommand', 'UploadPartCommand', 'CompleteMultipartUploadCommand']);
    const head = await client.send(new HeadObjectCommand({ Bucket: BUCKET, Key: 'contract/multipart.bin' }));
    expect(head.ContentLength).toBe(LARGE_BYTES);
  }, 60_000);
});

/** A server that accepts connections and never answers, and one that answers every request with HTTP 500. */
async function listen(server: net.Server): Promise<string> {
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
}

describe('an S3 store that is down', () => {
  const sockets = new Set<net.Socket>();
  const silent = net.createServer((socket) => sockets.add(socket));
  const failing = http.createServer((_request, response) => response.writeHead(500, { 'content-type': 'application/xml' }).end('<Error><Code>InternalError</Code><Message>down</Message></Error>'));
  afterAll(async () => {
    for (const socket of sockets) socket.destroy();
    await Promise.all([silent, failing].map((server) => new Promise((resolve) => server.close(resolve))));
  });

  it('answers FileStoreUnavailableError for refused connections, 5xx and a silent server, each within the 10 s client limit', async () => {
    const closed = net.createServer();
    const refusedEndpoint = await listen(closed);
    await new Promise((resolve) => closed.close(resolve));
    const endpoints = { refused: refusedEndpoint, failing: await listen(failing), silent: await listen(silent) };
    for (const [name, endpoint] of Object.entries(endpoints)) {
      const store = createS3FileStore(s3ClientFrom(s3Config(endpoint)), BUCKET);
      const started = Date.now();
      const error = await store.put('down/file.pdf', Buffer.from('%PDF-1.4')).catch((e: unknown) => e);
      const took = Date.now() - started;
      expect({ name, error: error instanceof FileStoreUnavailableError }).toEqual({ name, error: true });
      expect(took).toBeLessThan(10_000);
      // a download says so too (the silent server's second 8 s wait would only repeat the upload's)
      if (name !== 'silent') await expect(store.read('down/file.pdf')).rejects.toBeInstanceOf(FileStoreUnavailableError);
    }
  }, 60_000);
});

describe('the resume routes with FILES_PROVIDER=s3', () => {
  const s3 = useS3rver();
  let t: TestApp;
  let client: S3Client;
  beforeAll(async () => {
    const env = { FILES_PROVIDER: 's3', S3_ENDPOINT: s3.endpoint, S3_BUCKET: BUCKET, S3_ACCESS_KEY_ID: 'S3RVER', S3_SECRET_ACCESS_KEY: 'S3RVER' };
    t = await buildTestApp('sqlite', env, { now: () => RESUME_NOW });
    client = s3ClientFrom(t.config.files.s3);
  }, 30_000);
  afterAll(() => t?.close());

  let phone = 13655590000;
  const student = () => newStudent(t.app, String(++phone));
  const inBucket = async (key: string) =>
    client
      .send(new HeadObjectCommand({ Bucket: BUCKET, Key: key }))
      .then((head) => head.ContentLength)
      .catch(() => undefined);
  const PDF = makePdf('S3 Resume', ['stored in a bucket']);

  it('reads the S3 variables (path style by default with an endpoint)', () => {
    expect(t.config.files).toMatchObject({ provider: 's3', s3: { endpoint: s3.endpoint, bucket: BUCKET, region: 'us-east-1', forcePathStyle: true } });
  });

  it('uploads a resume file into the bucket and serves it to its owner only', async () => {
    const me = await student();
    const answer = data<{ id: number; size: number; url: string }>(await upload(t.app, '/api/resume/upload', me.token, { name: '简历.pdf', type: 'application/pdf', data: PDF }));
    expect(answer).toMatchObject({ code: 0, size: PDF.length });
    const row = await t.app.db.selectFrom('resume_attachment').select('file_key').where('id', '=', answer.id).executeTakeFirstOrThrow();
    expect(await inBucket(row.file_key)).toBe(PDF.length);

    const view = await get(t.app, answer.url, me.token);
    expect(view.statusCode).toBe(200);
    expect(view.headers['content-type']).toBe('application/pdf');
    expect(view.headers['content-length']).toBe(String(PDF.length));
    expect(view.rawPayload.equals(PDF)).toBe(true);
    expect(data(await get(t.app, answer.url, (await student()).token))).toEqual({ code: 41008, msg: RESUME_MSG.fileNotFound });

    // a file that only starts like a PDF is refused, and nothing of it reaches the bucket
    const before = await t.app.db.selectFrom('resume_attachment').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    const fake = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(4096, 0x41)]);
    expect(data(await upload(t.app, '/api/resume/upload', me.token, { name: 'fake.pdf', type: 'application/pdf', data: fake })).code).toBe(CODES.resumeFileType.code);
    const after = await t.app.db.selectFrom('resume_attachment').select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow();
    expect(Number(after.n)).toBe(Number(before.n));

    // deleting removes the object
    expect(data(await get(t.app, `/api/resume/deleteattachment?id=${answer.id}`, me.token)).code).toBe(0);
    expect(await inBucket(row.file_key)).toBeUndefined();
  });

  it('stores the photo in the bucket, serves it to its owner only, and gives a sent resume its own copy', async () => {
    const me = await student();
    expect(data(await post(t.app, '/api/resume/savebasicinfo', me.token, { ...BASIC, version: 0 })).code).toBe(0);
    const png = await sharp({ create: { width: 40, height: 50, channels: 3, background: '#3366cc' } }).png().toBuffer();
    const { photo } = data<{ photo: string }>(await upload(t.app, '/api/resume/uploadphoto', me.token, { name: 'me.png', type: 'image/png', data: png }));
    const key = decodeURIComponent(photo.split('key=')[1] ?? '');
    const served = await get(t.app, photo, me.token);
    expect(served.statusCode).toBe(200);
    expect(await sharp(served.rawPayload).metadata()).toMatchObject({ format: 'jpeg', width: 40, height: 50 });
    expect(await inBucket(key)).toBe(served.rawPayload.length);
    expect(data(await get(t.app, photo, (await student()).token)).code).toBe(41008);

    const [position] = await openPositions(t.app, 1);
    const applied = await formPost(t.app, '/api/resume/deliver', { position_id: String(position!.id), resume_type: '1', resume_id: String(me.id) }, cookieOf(me.token));
    expect(data(applied).code).toBe(0);
    const row = await t.app.db.selectFrom('application').select('sent_photo_key').where('student_id', '=', me.id).executeTakeFirstOrThrow();
    expect(row.sent_photo_key).toMatch(/^photo-sent\//);
    expect(await inBucket(row.sent_photo_key)).toBe(served.rawPayload.length);
  });

  it('refuses a file over 5 MB and one whose row cannot be written, leaving no object in the bucket', async () => {
    const me = await student();
    const objects = async () => (await client.send(new ListObjectsV2Command({ Bucket: BUCKET, Prefix: 'resume/' }))).Contents?.map((o) => o.Key).sort() ?? [];
    const before = await objects();
    const big = Buffer.concat([PDF, Buffer.alloc(ATTACHMENT.maxBytes)]);
    expect(data(await upload(t.app, '/api/resume/upload', me.token, { name: 'big.pdf', type: 'application/pdf', data: big })).code).toBe(CODES.resumeFileTooLarge.code);
    expect(await objects()).toEqual(before);

    // the object is stored first; a database that then refuses the row (here a trigger) has it removed again
    await sql`CREATE TRIGGER refuse_attachment BEFORE INSERT ON resume_attachment BEGIN SELECT RAISE(ABORT, 'refused'); END`.execute(t.app.db);
    try {
      const res = await upload(t.app, '/api/resume/upload', me.token, { name: 'cv.pdf', type: 'application/pdf', data: PDF });
      expect(res.statusCode).toBe(500);
    } finally {
      await sql`DROP TRIGGER refuse_attachment`.execute(t.app.db);
    }
    expect(await objects()).toEqual(before);
    expect(await t.app.db.selectFrom('resume_attachment').select('id').where('student_id', '=', me.id).execute()).toEqual([]);
  }, 30_000);

  it('with the store stopped: uploads answer 50006 within the client limit and leave no row behind', async () => {
    const me = await student();
    await s3.stop();
    const rows = () => t.app.db.selectFrom('resume_attachment').select('id').where('student_id', '=', me.id).execute();

    const started = Date.now();
    const res = await upload(t.app, '/api/resume/upload', me.token, { name: 'cv.pdf', type: 'application/pdf', data: PDF });
    expect(Date.now() - started).toBeLessThan(10_000);
    expect(res.statusCode).toBe(503);
    expect(res.headers['retry-after']).toBe('5');
    expect(data(res)).toEqual({ code: 50006, msg: '文件存储暂时不可用，请稍后再试' });
    expect(await rows()).toEqual([]);

    const png = await sharp({ create: { width: 20, height: 20, channels: 3, background: '#000' } }).png().toBuffer();
    const photo = await upload(t.app, '/api/resume/uploadphoto', me.token, { name: 'me.png', type: 'image/png', data: png });
    expect(data(photo).code).toBe(50006);
    expect((await t.app.db.selectFrom('resume').select('photo_key').where('student_id', '=', me.id).executeTakeFirst())?.photo_key ?? '').toBe('');
  }, 30_000);
});

describe('FILES_PROVIDER and the S3 variables', () => {
  it('keep the local folder by default, and need a bucket for s3', () => {
    expect(loadConfig({ NODE_ENV: 'test' }).files.provider).toBe('local');
    expect(() => loadConfig({ FILES_PROVIDER: 's3' })).toThrow('S3_BUCKET is required when FILES_PROVIDER=s3');
    expect(() => loadConfig({ FILES_PROVIDER: 'ftp' })).toThrow('FILES_PROVIDER must be one of local, s3');
  });

  it('use path-style addressing with an endpoint unless told otherwise, and the SDK’s own credentials without keys', () => {
    const aws = loadConfig({ FILES_PROVIDER: 's3', S3_BUCKET: 'campus', S3_REGION: 'cn-north-1' }).files.s3;
    expect(aws).toEqual({ endpoint: '', bucket: 'campus', region: 'cn-north-1', accessKeyId: '', secretAccessKey: '', forcePathStyle: false });
    const minio = loadConfig({ FILES_PROVIDER: 's3', S3_BUCKET: 'campus', S3_ENDPOINT: 'http://minio:9000/', S3_ACCESS_KEY_ID: 'k', S3_SECRET_ACCESS_KEY: 's' }).files.s3;
    expect(minio).toMatchObject({ endpoint: 'http://minio:9000', region: 'us-east-1', forcePathStyle: true });
    expect(loadConfig({ S3_ENDPOINT: 'http://minio:9000', S3_FORCE_PATH_STYLE: 'false' }).files.s3.forcePathStyle).toBe(false);
  });

  it('refuse a bad bucket name, an endpoint that is no URL and half a key pair', () => {
    expect(() => loadConfig({ FILES_PROVIDER: 's3', S3_BUCKET: 'Campus_Files' })).toThrow('S3_BUCKET has an invalid value');
    expect(() => loadConfig({ S3_ENDPOINT: 'minio:9000' })).toThrow('S3_ENDPOINT must be an absolute http(s) URL');
    expect(() => loadConfig({ S3_ACCESS_KEY_ID: 'k' })).toThrow('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together');
  });
});
