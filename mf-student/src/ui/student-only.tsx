import { useEffect, type ReactElement, type ReactNode } from 'react';
import { auth$, requestDialog, useStream, type LoginState } from '@campus/shared-utils';
import styles from './student-only.module.css';
import { UI_TEXT as T } from '@campus/shared-utils/student';

export type StudentOnlyProps = {
  children: ReactNode;
  /** what the page is, for the sign-in prompt: 查看简历 → "登录后即可查看简历" */
  what: string;
};

/** A visitor is asked to log in as a student; another role to switch to a student identity. */
function askFor(state: LoginState): void {
  if (state === 0) requestDialog({ kind: 'studentLogin', jumpMode: 3 });
  else requestDialog({ kind: 'switchIdentity' });
}

/**
 * Student-only pages (spec §6): a visitor gets the student login, another role the switch-identity
 * dialog, each opened once on arrival and again from the prompt. The login state lives on `auth$`, so the
 * page appears by itself once the student has logged in (jump mode 3: refresh the parent).
 */
export function StudentOnly({ children, what }: StudentOnlyProps): ReactElement {
  const { state } = useStream(auth$);
  const ask = (): void => askFor(state);

  useEffect(() => {
    // on arrival only: a student who logs out here has chosen to, and gets the prompt, not a dialog
    const arrival = auth$.getValue().state;
    if (arrival !== 1) askFor(arrival);
  }, []);

  if (state === 1) return <>{children}</>;
  return (
    <section className={styles.prompt} aria-labelledby="student-only-title">
      <h1 id="student-only-title" className={styles.title}>
        {state === 0 ? T.logInTo(what) : T.switchToView}
      </h1>
      <button type="button" className={styles.button} onClick={ask}>
        {state === 0 ? T.studentLogin : T.switchToStudent}
      </button>
    </section>
  );
}
