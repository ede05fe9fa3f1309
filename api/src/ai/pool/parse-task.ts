import type { MessagePort } from 'node:worker_threads';
import type { ResumeDraft } from '@campus/shared-utils/shapes';
import { toResumeDraft } from '../parse/parse-draft';
import { parseResumeLines } from '../parse/parse-resume';
import { ResumeTextError, type ResumeTextErrorKind } from '../text/resume-text-error';
import { resumeTextLines } from '../text/resume-text';
import { guardTask, type StopWords } from './native-calls';

/**
 * What a parse worker is given: the file, a port on which it says when it starts and which page it reads, and the
 * words it shares with the pool so that it is ended only between native calls (native-calls.ts).
 */
export type ParseTask = { data: Uint8Array; port: MessagePort; stop: StopWords };
/** What it says on the port: started (the time budget starts then, not while queued), then OCR's pages. */
export type ParseProgress = { started: true } | { page: number; pages: number };
/** A draft, or why the file gives none (an error of our own code is a refusal too, with its message for the log). */
export type ParseOutcome = { draft: ResumeDraft } | { refused: ResumeTextErrorKind; error?: string };

/** Runs in a worker thread: one uploaded file into the answer's draft. */
export async function parseTask({ data, port, stop }: ParseTask): Promise<ParseOutcome> {
  const say = (message: ParseProgress) => port.postMessage(message);
  guardTask(stop);
  say({ started: true });
  try {
    const lines = await resumeTextLines(Buffer.from(data.buffer, data.byteOffset, data.byteLength), { onPage: (page, pages) => say({ page, pages }) });
    return { draft: toResumeDraft(parseResumeLines(lines)) };
  } catch (error) {
    if (error instanceof ResumeTextError) return { refused: error.kind };
    // pdf.js and mammoth throw their own errors on broken files: the student hears the file is unreadable
    return { refused: 'unreadable', error: error instanceof Error ? `${error.name}: ${error.message}` : String(error) };
  } finally {
    guardTask(null);
    port.close();
  }
}
