import { useEffect, useState, type ReactElement } from 'react';
import { auth$, browserNav, MSG, useStream } from '@campus/shared-utils';
import { TEXT } from '../../../utils/texts';
import { StudentLoginBody, type StudentLoginMode } from './student-login-body';
import styles from './login-page.module.css';

const NO_JUMP = {};
const goHome = () => browserNav.setHash('#/');

/** `#/login`: the student login as a page, both modes (spec §2); a logged-in student goes home. */
export function LoginPage(): ReactElement {
  const [mode, setMode] = useState<StudentLoginMode>('phone');
  const loggedIn = useStream(auth$).state === 1;
  useEffect(() => {
    if (loggedIn) goHome();
  }, [loggedIn]);
  return (
    <section className={styles.page}>
      <div className={styles.pitch}>
        <p className={styles.pitchTitle}>{TEXT.loginPageHeading}</p>
        <p className={styles.pitchText}>{TEXT.loginPageSub}</p>
      </div>
      <div className={styles.card}>
        <h1 className={styles.title}>{mode === 'phone' ? MSG.studentLoginRegister : MSG.studentLogin}</h1>
        <StudentLoginBody mode={mode} onModeChange={setMode} request={NO_JUMP} onDone={goHome} />
      </div>
    </section>
  );
}
