import { S3Client } from '@aws-sdk/client-s3';
import type { S3Config } from '../../config';

/**
 * Each S3 call gives up in time for the 10 s client limit: 2 s to connect, 4 s for the request and its answer,
 * two attempts in all (a dropped connection is retried once), so a store that is down answers in about 8 s at worst.
 */
export const S3_TIMEOUTS = { connectionTimeout: 2000, requestTimeout: 4000, maxAttempts: 2 } as const;

/** An S3 client for the configured bucket's endpoint (also used by the deploy tool to upload parcel files). */
export function s3ClientFrom(s3: S3Config): S3Client {
  const { connectionTimeout, requestTimeout, maxAttempts } = S3_TIMEOUTS;
  return new S3Client({
    region: s3.region,
    ...(s3.endpoint ? { endpoint: s3.endpoint } : {}),
    forcePathStyle: s3.forcePathStyle,
    // without keys the SDK's own chain answers (an instance role, AWS_PROFILE, …)
    ...(s3.accessKeyId ? { credentials: { accessKeyId: s3.accessKeyId, secretAccessKey: s3.secretAccessKey } } : {}),
    maxAttempts,
    requestHandler: { connectionTimeout, requestTimeout, throwOnRequestTimeout: true },
  });
}
