import { CopyObjectCommand, DeleteObjectCommand, GetObjectCommand, HeadObjectCommand, S3ServiceException, type S3Client } from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { Readable } from 'node:stream';
import { FileStoreUnavailableError } from '../../errors/storage-faults';
import { assertFileKey, type FileStore } from './file-store';

/** Socket errors of a store that cannot be reached (refused, dropped, no route, no name). */
const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'ENOTFOUND', 'EAI_AGAIN']);

/**
 * The SDK wraps an error that is not an Error of its own realm (a socket error seen from Jest's sandbox) in a plain
 * Error that keeps only the words: the code is then read from them.
 */
const WRAPPED_NETWORK_ERROR = new RegExp(`^AWS SDK error wrapper for .*\\b(${[...NETWORK_CODES, 'TimeoutError'].join('|')})\\b`);

/** An answer of S3 that there is no such object (GetObject says NoSuchKey, HeadObject only 404). */
function isMissing(error: unknown): boolean {
  return error instanceof S3ServiceException && (error.name === 'NoSuchKey' || error.name === 'NotFound' || error.$metadata.httpStatusCode === 404);
}

/**
 * A failure of the store itself: unreachable, timed out or answering 5xx. Anything else (a refused upload stream,
 * a missing bucket or a wrong key, which are configuration faults) passes unchanged.
 */
function isDown(error: unknown): boolean {
  if (error instanceof S3ServiceException) return (error.$metadata.httpStatusCode ?? 0) >= 500;
  const { code, name, message } = (error ?? {}) as { code?: unknown; name?: unknown; message?: unknown };
  if (typeof code === 'string' && NETWORK_CODES.has(code)) return true;
  return name === 'TimeoutError' || name === 'RequestTimeout' || (typeof message === 'string' && WRAPPED_NETWORK_ERROR.test(message));
}

const translated = (error: unknown) => (isDown(error) ? new FileStoreUnavailableError(error) : error);

/**
 * Files in an S3-compatible bucket (FILES_PROVIDER=s3). Streams are uploaded with lib-storage's Upload: parts of
 * 5 MB, two at a time, so memory is bounded whatever the file's size and the length need not be known first.
 */
export function createS3FileStore(client: S3Client, bucket: string): FileStore {
  const object = (key: string) => {
    assertFileKey(key);
    return { Bucket: bucket, Key: key };
  };
  return {
    async put(key, data) {
      const upload = new Upload({ client, params: { ...object(key), Body: data }, queueSize: 2, partSize: 5 * 1024 * 1024, leavePartsOnError: false });
      try {
        await upload.done();
      } catch (error) {
        throw translated(error);
      }
    },
    async read(key) {
      try {
        const answer = await client.send(new GetObjectCommand(object(key)));
        if (!(answer.Body instanceof Readable)) throw new Error('S3 GetObject answered without a stream body');
        return { body: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw translated(error);
      }
    },
    async has(key) {
      try {
        await client.send(new HeadObjectCommand(object(key)));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw translated(error);
      }
    },
    async copy(from, to) {
      assertFileKey(from);
      try {
        await client.send(new CopyObjectCommand({ ...object(to), CopySource: `${bucket}/${from}` }));
        return true;
      } catch (error) {
        if (isMissing(error)) return false;
        throw translated(error);
      }
    },
    async remove(key) {
      // S3 answers a delete of a missing object with success too
      try {
        await client.send(new DeleteObjectCommand(object(key)));
      } catch (error) {
        throw translated(error);
      }
    },
  };
}
