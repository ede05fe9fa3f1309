import { useState } from 'react';
import { toast } from '@campus/shared-utils';
import { RESUME_MSG } from '@campus/shared-utils/student';
import type { DeleteQuestion } from '../components/sections/delete-confirm';
import type { SaveOutcome } from '../../../components/form/outcome';

export type ConfirmedDelete<T> = {
  /** what the confirm asks, or null while it is closed */
  ask: DeleteQuestion | null;
  busy: boolean;
  open: (item: T, ask: DeleteQuestion) => void;
  confirm: () => void;
  cancel: () => void;
};

/**
 * Delete behind a confirm: `open` asks, `confirm` runs the delete; a refusal is shown as a toast and
 * the entry stays (nothing is removed from the page before the server has removed it).
 */
export function useConfirmedDelete<T>(remove: (item: T) => Promise<SaveOutcome>): ConfirmedDelete<T> {
  const [target, setTarget] = useState<{ item: T; ask: DeleteQuestion } | null>(null);
  const [busy, setBusy] = useState(false);
  return {
    ask: target?.ask ?? null,
    busy,
    open: (item, ask) => setTarget({ item, ask }),
    cancel: () => {
      if (!busy) setTarget(null);
    },
    confirm: () => {
      if (!target || busy) return;
      setBusy(true);
      void remove(target.item).then((outcome) => {
        setBusy(false);
        setTarget(null);
        if (outcome.ok) void toast.success(RESUME_MSG.deleted);
        else void toast.error(outcome.msg);
      });
    },
  };
}
