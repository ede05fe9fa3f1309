import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { ResumeSectionKey } from '@campus/shared-utils/student';

/** The part of the resume a link asked to open for editing (`?edit=work&entry=12`, e.g. from a diagnosis finding). */
export type EditTarget = { section: ResumeSectionKey; entry: number } | null;

const SECTIONS: readonly ResumeSectionKey[] = ['basic', 'intention', 'education', 'work', 'project', 'other'];

/**
 * Reads the edit target once, when the page opens, and brings its section into view; the editor itself
 * opens from the section's own `startEditing`.
 */
export function useEditTarget(): EditTarget {
  const [params] = useSearchParams();
  const [target] = useState<EditTarget>(() => {
    const section = params.get('edit') as ResumeSectionKey | null;
    if (!section || !SECTIONS.includes(section)) return null;
    const entry = Number(params.get('entry') ?? 0);
    return { section, entry: Number.isInteger(entry) && entry > 0 ? entry : 0 };
  });
  useEffect(() => {
    if (!target) return;
    const card = document.getElementById(`resume-${target.section}`);
    card?.scrollIntoView?.({ block: 'start' });
    card?.focus({ preventScroll: true });
  }, [target]);
  return target;
}

/** What a list section opens with for a target: the named entry, or its add form when it has none. */
export function listStart(target: EditTarget, section: ResumeSectionKey, ids: readonly number[]): number | 'new' | undefined {
  if (target?.section !== section) return undefined;
  if (target.entry && ids.includes(target.entry)) return target.entry;
  return ids.length === 0 ? 'new' : undefined;
}
