import { useRef } from 'react';
import { auth$, authEvents$, openDialog$, requestDialog } from '../bus/streams';
import { useEvent, useStream } from '../bus/hooks';
import type { JumpMode } from '../types/auth';

/**
 * Runs an action that only a student may take (spec §6): a student acts at once; a visitor gets the
 * student login and the action continues once `authEvents$` reports the student login (the dialog's
 * jump mode refreshes the page as well); another role gets the switch-identity dialog. Closing the login
 * without logging in drops the action, so a later login elsewhere does not start it by surprise.
 */
export function useStudentAction(jumpMode: JumpMode = 3): (action: () => void) => void {
  const { state } = useStream(auth$);
  const pending = useRef<(() => void) | null>(null);

  useEvent(authEvents$, (event) => {
    if (event.type !== 'loggedIn' || event.role !== 'student') return;
    const run = pending.current;
    pending.current = null;
    run?.();
  });
  // the login writes the student's cookies (state 1) before it closes the dialog, so this keeps a
  // successful login's action and drops a cancelled one
  useEvent(openDialog$, (request) => {
    if (request === null && auth$.getValue().state !== 1) pending.current = null;
  });

  return (action) => {
    if (state === 1) return action();
    if (state === 0) {
      pending.current = action;
      requestDialog({ kind: 'studentLogin', jumpMode });
      return;
    }
    requestDialog({ kind: 'switchIdentity' });
  };
}
