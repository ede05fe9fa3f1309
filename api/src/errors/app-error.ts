import type { CodeEntry } from './codes';

/** A business failure that ends the request with the envelope of `entry` (HTTP 200 unless told otherwise). */
export class AppError extends Error {
  constructor(
    readonly entry: CodeEntry,
    readonly httpStatus = 200,
    message: string = entry.msg,
  ) {
    super(message);
    this.name = 'AppError';
  }
}
