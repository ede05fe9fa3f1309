// The other deploy target: the static files' bucket behind a CDN (DEPLOY_S3_BUCKET, with S3_ENDPOINT, S3_REGION,
// S3_ACCESS_KEY_ID, S3_SECRET_ACCESS_KEY and S3_FORCE_PATH_STYLE as for uploaded files). Hashed files go up first,
// cached for a year; the import map last and revalidated, so no browser sees a line whose file is not there yet.
import { PutObjectCommand, S3Client } from '@aws-sdk/client-s3';

const IMMUTABLE = 'public, max-age=31536000, immutable';
const TYPES = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8', '.css': 'text/css; charset=utf-8', '.map': 'application/json; charset=utf-8' };
const typeOf = (key) => TYPES[/\.[a-z]+$/.exec(key)?.[0] ?? ''] ?? 'application/octet-stream';
// a CDN compresses on its own: the build's precompressed copies are for our own server
const PRECOMPRESSED = /\.(br|gz)$/;

/** The bucket target of the environment, or null when DEPLOY_S3_BUCKET is not set. */
export function s3TargetFromEnv(env) {
  const bucket = env.DEPLOY_S3_BUCKET;
  if (!bucket) return null;
  const endpoint = env.S3_ENDPOINT ?? '';
  const client = new S3Client({
    region: env.S3_REGION || 'us-east-1',
    ...(endpoint ? { endpoint } : {}),
    forcePathStyle: env.S3_FORCE_PATH_STYLE ? env.S3_FORCE_PATH_STYLE === 'true' || env.S3_FORCE_PATH_STYLE === '1' : Boolean(endpoint),
    ...(env.S3_ACCESS_KEY_ID ? { credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY ?? '' } } : {}),
  });
  const put = (key, bytes, cacheControl) => client.send(new PutObjectCommand({ Bucket: bucket, Key: key, Body: bytes, ContentType: typeOf(key), CacheControl: cacheControl }));
  return {
    describe: () => `s3://${bucket}`,
    async upload(files) {
      for (const { key, bytes } of files) if (!PRECOMPRESSED.test(key)) await put(key, bytes, IMMUTABLE);
    },
    /** The served map, after its files: revalidated on every page load. */
    uploadMap: (bytes) => put('import-map.json', bytes, 'no-cache'),
  };
}
