import { AiWish, AiWishSaved, Diagnosis, DiagnosisList, ResumeDraft } from '../shapes/ai';
import type { AiWishInput, GenerateQuery } from '../types/ai';
import { http, type RequestOptions } from './http';
import { progressOf, type ServerEvent } from './event-stream';
import { conformed } from './parsed';

/** The handler of a streamed upload's events that passes each `progress` event's page to `onPage`. */
const pageEvents = (onPage?: (page: number, pages: number) => void) => (e: ServerEvent) => {
  const progress = e.event === 'progress' ? progressOf(e.data) : null;
  if (progress) onPage?.(progress.page, progress.pages);
};

/**
 * The AI resume tools (spec §7 POST /api/airesume/savewish; docs/api-ai.md): student-only, refused with 45001
 * on a site whose is_open_ai is 0. Nothing but a diagnosis and the wish is stored; drafts are the page's to keep.
 */
export const ai = {
  /**
   * Reads a PDF, DOCX or a photo of a resume into a draft (nothing stored); 45005 when the file has no text. The
   * answer streams: `onPage` hears each page OCR starts reading (a scan or a photo), as 识别中 shows it.
   */
  parse: (file: File, onPage?: (page: number, pages: number) => void) => conformed(http.uploadStream('/api/airesume/parse', { file }, pageEvents(onPage)), ResumeDraft),
  getWish: (options?: RequestOptions) => conformed(http.get('/api/airesume/getwish', {}, options), AiWish),
  /** Stores the wish form; `cut` names the fields cut to 10,000 characters. */
  saveWish: (input: AiWishInput) => conformed(http.post('/api/airesume/savewish', input), AiWishSaved),
  /**
   * Writes a draft from the saved wish; another `variant` writes the texts another way (regenerate). With
   * `onDelta`, a language model's answer is passed on as it arrives (the server streams it when it has one).
   */
  generate: (query: GenerateQuery = {}, onDelta?: (text: string) => void) =>
    conformed(onDelta ? http.postStream('/api/airesume/generate', query, onDelta) : http.post('/api/airesume/generate', query), ResumeDraft),
  /** Diagnoses the online resume, or an uploaded file when one is given (its pages read as parse reads them, `onPage` hearing OCR). */
  diagnose: (file?: File, onPage?: (page: number, pages: number) => void) =>
    conformed(file ? http.uploadStream('/api/airesume/diagnose', { file }, pageEvents(onPage)) : http.post('/api/airesume/diagnose'), Diagnosis),
  diagnosis: (id: number, options?: RequestOptions) => conformed(http.get('/api/airesume/diagnosis', { id }, options), Diagnosis),
  diagnosisList: (options?: RequestOptions) => conformed(http.get('/api/airesume/diagnosislist', {}, options), DiagnosisList),
};
