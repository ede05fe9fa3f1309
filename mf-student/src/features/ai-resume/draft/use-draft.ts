import { useCallback, useState } from 'react';
import { MSG } from '@campus/shared-utils';
import { api, type ResumeDraft } from '@campus/shared-utils/student';
import type { ListPart } from './draft-sections';
import { keepDraft, loadDraft, type KeptDraft } from './resume-parse';
import { checked } from './resume-draft';


/** What can be written again from the wish: a list entry's description, or the self-evaluation. */
export type RegenTarget = { part: ListPart; index: number } | { part: 'self_evaluation' };
export const regenKey = (t: RegenTarget): string => (t.part === 'self_evaluation' ? t.part : `${t.part}:${t.index}`);

/** The entry of a fresh writing that stands for this one: the same company or project name, else the same place. */
function counterpart(fresh: ResumeDraft, part: ListPart, index: number, current: ResumeDraft): string | undefined {
  const title = (d: ResumeDraft, i: number): string => {
    const entry = d[part][i]?.value as Record<string, unknown> | undefined;
    return String(entry?.company ?? entry?.name ?? entry?.school ?? '');
  };
  const want = title(current, index);
  const at = fresh[part].findIndex((_, i) => title(fresh, i) === want);
  return fresh[part][at >= 0 ? at : index]?.value.description;
}

export type DraftStore = ReturnType<typeof useDraft>;

/** The draft being checked, kept under resume_parse after every change so a reload loses nothing. */
export function useDraft() {
  const [kept, setKept] = useState<KeptDraft | null>(loadDraft);
  const start = useCallback((draft: KeptDraft) => {
    keepDraft(draft);
    setKept(draft);
  }, []);
  const update = (change: (d: ResumeDraft) => ResumeDraft, variants?: Record<string, number>) =>
    setKept((k) => {
      if (!k) return k;
      const next = { ...k, draft: change(k.draft), variants: variants ?? k.variants };
      keepDraft(next);
      return next;
    });

  return {
    kept,
    /** starts a draft (the online resume, when there was none) and keeps it */
    start,
    setBasic: (value: ResumeDraft['basic']['value']) => update((d) => ({ ...d, basic: checked(value) })),
    setOther: (value: ResumeDraft['other']['value']) => update((d) => ({ ...d, other: checked(value) })),
    setEntry: <P extends ListPart>(part: P, index: number, value: ResumeDraft[P][number]['value']) =>
      update((d) => ({ ...d, [part]: d[part].map((e, i) => (i === index ? checked(value) : e)) })),
    addEntry: <P extends ListPart>(part: P, value: ResumeDraft[P][number]['value']) => update((d) => ({ ...d, [part]: [...d[part], checked(value)] })),
    removeEntry: (part: ListPart, index: number) => update((d) => ({ ...d, [part]: d[part].filter((_, i) => i !== index) })),
    /** Writes one text again from the saved wish with the next variant; answers the failure text, '' when done. */
    regenerate: async (target: RegenTarget): Promise<string> => {
      if (!kept) return MSG.requestFailed;
      const key = regenKey(target);
      const variant = (kept.variants[key] ?? 0) + 1;
      const fresh = await api.ai.generate({ variant });
      if (!fresh.apiStatus) return fresh.msg || MSG.requestFailed;
      const variants = { ...kept.variants, [key]: variant };
      if (target.part === 'self_evaluation') {
        update((d) => ({ ...d, other: { ...d.other, value: { ...d.other.value, self_evaluation: fresh.other.value.self_evaluation } } }), variants);
        return '';
      }
      const text = counterpart(fresh, target.part, target.index, kept.draft);
      if (text === undefined) return MSG.requestFailed;
      update((d) => ({ ...d, [target.part]: d[target.part].map((e, i) => (i === target.index ? { ...e, value: { ...e.value, description: text } } : e)) }), variants);
      return '';
    },
  };
}
