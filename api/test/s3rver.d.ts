/** The few members of s3rver (an S3-protocol server for tests, no types of its own) that the tests use. */
declare module 's3rver' {
  import type { AddressInfo } from 'node:net';

  type S3rverOptions = { address?: string; port?: number; silent?: boolean; directory: string; configureBuckets?: { name: string; configs?: Buffer[] }[] };

  export default class S3rver {
    constructor(options: S3rverOptions);
    run(): Promise<AddressInfo>;
    close(): Promise<void>;
  }
}
