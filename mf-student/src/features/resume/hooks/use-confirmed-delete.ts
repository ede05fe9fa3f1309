import { useState } from 'react';
import { toast } from '@campus/shared-utils';
import type { SaveOutcome } from './use-form';

export type ConfirmedDelete<T> = {
  /** what the confirm names, or null while it is closed */
  what: string | null;
  busy: boolean;
  ask: (item: T, what: string) => void;
  confirm: () => void;
  cancel: () => void;
};

/**
 * Delete behind a confirm: `ask` opens it, `confirm` runs the delete; a refusal is shown as a toast and
 * the entry stays (nothing is removed from the page before the server has removed it).
 */
export function useConfirmedDelete<T>(remove: (item: T) => Promise<SaveOutcome>): ConfirmedDelete<T> {
  const [target, setTarget] = useState<{ item: T; what: string } | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    what: target?.what ?? null,
    busy,
    ask: (item, what) => setTarget({ item, what }),
    cancel: () => {
      if (!busy) setTarget(null);
    },
    confirm: () => {
      if (!target || busy) return;
      setBusy(true);
      void remove(target.item).then((outcome) => {
        setBusy(false);
        setTarget(null);
        if (outcome.ok) void toast.success('已删除');
        else void toast.error(outcome.msg);
      });
    },
  };
}
