import { conform, getLocal, isObj, removeLocal, setLocal } from '@campus/shared-utils';
import { ResumeDraft } from '@campus/shared-utils/student';

/** A draft the student has not saved yet, kept in local storage under resume_parse (spec §3) across reloads. */
export type KeptDraft = {
  /**
   * file: read from an uploaded resume; wish: written from the wish form (its sections can be regenerated);
   * resume: the student's online resume, to start from when there is no draft yet
   */
  origin: 'file' | 'wish' | 'resume';
  /** the uploaded file's name ('' for a wish draft) */
  fileName: string;
  draft: ResumeDraft;
  /** the writing variant each regenerable part was last written with */
  variants: Record<string, number>;
};

/** The kept draft, or null when there is none or it no longer reads as one. */
export function loadDraft(): KeptDraft | null {
  const kept = getLocal('resume_parse');
  if (!kept || !isObj(kept.draft) || (kept.origin !== 'file' && kept.origin !== 'wish' && kept.origin !== 'resume')) return null;
  return {
    origin: kept.origin,
    fileName: typeof kept.fileName === 'string' ? kept.fileName : '',
    draft: conform(ResumeDraft, kept.draft),
    variants: isObj(kept.variants) ? Object.fromEntries(Object.entries(kept.variants).filter((e): e is [string, number] => typeof e[1] === 'number')) : {},
  };
}

export function keepDraft(kept: KeptDraft): void {
  setLocal('resume_parse', kept as unknown as Record<string, unknown>);
}

export function dropDraft(): void {
  removeLocal('resume_parse');
}
