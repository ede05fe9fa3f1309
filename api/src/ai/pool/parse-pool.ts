// Resume files are parsed (and OCR'd) off the event loop, in a bounded pool of worker threads (issue 25
// "Safety"): a crafted upload once blocked every user for two minutes and then killed the process. Each file has
// a time budget that starts when a thread takes it (and grows by a page's worth with each page OCR reads) and a
// heap ceiling; a thread over either is terminated and piscina starts another. A full queue is refused at once.
import path from 'node:path';
import { MessageChannel } from 'node:worker_threads';
import { Piscina } from 'piscina';
import type { ResumeDraft } from '@campus/shared-utils/shapes';
import type { ParsePoolConfig } from '../../config';
import { findRepoRoot } from '../../paths';
import type { ResumeTextErrorKind } from '../text/resume-text-error';
import { askToStop, claimToEnd, stopWords } from './native-calls';
import type { ParseOutcome, ParseProgress, ParseTask } from './parse-task';

/** Why a file gave no draft: the reader's reasons, or `busy` (the queue was full). */
export type ParseRefusal = ResumeTextErrorKind | 'busy';

export class ParseRefused extends Error {
  constructor(readonly reason: ParseRefusal, readonly detail = '') {
    super(`resume parse refused: ${reason}${detail ? ` (${detail})` : ''}`);
    this.name = 'ParseRefused';
  }
}

export type ParsePool = {
  /** The draft of a file; `onPage` hears OCR's progress. Throws ParseRefused. */
  parse(data: Buffer, onPage?: (page: number, pages: number) => void): Promise<ResumeDraft>;
  close(): Promise<void>;
};

const WORKER_FILE = path.join(findRepoRoot(), 'api/src/ai/pool/parse-worker.mjs');
/** How often a thread asked to stop is looked at again while a native call still runs on it. */
const END_POLL_MS = 20;

export function createParsePool(config: ParsePoolConfig): ParsePool {
  // no thread before the first upload, and none kept long after the last (an OCR thread holds its models)
  const pool = new Piscina<ParseTask, ParseOutcome>({
    filename: WORKER_FILE,
    name: 'parseTask',
    minThreads: 0,
    maxThreads: config.threads,
    idleTimeout: 60_000,
    resourceLimits: { maxOldGenerationSizeMb: config.memoryMb, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 },
  });
  // files taken (running or waiting): counted here, so a full queue is refused at once and always at the same number
  let taken = 0;
  /** The files being parsed: how to end each now, and its settling, so that close() never ends a thread mid-call. */
  const running = new Map<Promise<unknown>, () => void>();

  async function parse(data: Buffer, onPage?: (page: number, pages: number) => void): Promise<ResumeDraft> {
    if (taken >= config.threads + config.queue) throw new ParseRefused('busy');
    taken += 1;
    const { port1, port2 } = new MessageChannel();
    const abort = new AbortController();
    const stop = stopWords();
    let timer: NodeJS.Timeout | undefined;
    let budget = config.timeoutMs;
    let started = 0;
    let ending = false;
    // over budget: the thread is asked to stop, and terminated (piscina's abort) once no native call runs on it
    const end = () => {
      ending = true;
      askToStop(stop);
      if (claimToEnd(stop)) abort.abort();
      else timer = setTimeout(end, END_POLL_MS);
    };
    const arm = () => {
      // a page read while ending does not put the end off
      if (ending) return;
      clearTimeout(timer);
      timer = setTimeout(end, Math.max(0, started + budget - Date.now()));
    };
    port1.on('message', (message: ParseProgress) => {
      if ('started' in message) {
        started = Date.now();
      } else {
        budget = config.timeoutMs + message.pages * config.pageMs;
        onPage?.(message.page, message.pages);
      }
      arm();
    });
    // the worker gets its own copy (a multipart buffer may be a slice of a shared pool), moved, not copied again
    const copy = new Uint8Array(data);
    const task = pool.run({ data: copy, port: port2, stop }, { transferList: [port2, copy.buffer], signal: abort.signal });
    running.set(task, () => {
      clearTimeout(timer);
      end();
    });
    try {
      const outcome = await task;
      if ('draft' in outcome) return outcome.draft;
      throw new ParseRefused(outcome.refused, outcome.error);
    } catch (error) {
      if (error instanceof ParseRefused) throw error;
      const message = error instanceof Error ? error.message : String(error);
      // over the time budget (aborted) or the heap ceiling (ERR_WORKER_OUT_OF_MEMORY): the thread is gone, the file too heavy
      throw new ParseRefused('tooHeavy', message);
    } finally {
      running.delete(task);
      clearTimeout(timer);
      taken -= 1;
      port1.close();
    }
  }

  async function close(): Promise<void> {
    // piscina's destroy terminates busy threads as they are: first let each running file stop between native calls
    const settling = [...running.keys()];
    for (const endNow of running.values()) endNow();
    await Promise.allSettled(settling);
    await pool.destroy();
  }

  return { parse, close };
}
