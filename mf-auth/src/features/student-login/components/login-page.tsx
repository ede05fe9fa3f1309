import { useEffect, useState, type ReactElement } from 'react';
import { auth$, browserNav, findRoute, hashPath, hashQuery, MSG, useStream } from '@campus/shared-utils';
import { TEXT } from '../../../utils/texts';
import { StudentLoginBody, type StudentLoginMode } from './student-login-body';
import styles from './login-page.module.css';

const NO_JUMP = {};

/**
 * Where the login page goes once the student is in: `?to=` when it names a route of this site that is not a
 * login page (a press that sent the visitor here carries on: 完善简历 → /resume), else home. Only a path of the
 * route table is followed, never an address.
 */
export function afterLogin(hash: string): string {
  const to = hashQuery(hash).get('to') ?? '';
  const route = to.startsWith('/') && !to.startsWith('//') ? findRoute(hashPath(to)) : undefined;
  return route && route.owner !== 'mf-auth' ? `#${to}` : '#/';
}

/** `#/login`: the student login as a page, both modes (spec §2); a logged-in student goes on (afterLogin). */
export function LoginPage(): ReactElement {
  const [mode, setMode] = useState<StudentLoginMode>('phone');
  // read on arrival: the login's state change and its end both go on, and the second must not read the first's hash
  const [next] = useState(() => afterLogin(window.location.hash));
  const goOn = () => browserNav.setHash(next);
  const loggedIn = useStream(auth$).state === 1;
  useEffect(() => {
    if (loggedIn) browserNav.setHash(next);
  }, [loggedIn, next]);
  return (
    <section className={styles.page}>
      <div className={styles.pitch}>
        <p className={styles.pitchTitle}>{TEXT.loginPageHeading}</p>
        <p className={styles.pitchText}>{TEXT.loginPageSub}</p>
      </div>
      <div className={styles.card}>
        <h1 className={styles.title}>{mode === 'phone' ? MSG.studentLoginRegister : MSG.studentLogin}</h1>
        <StudentLoginBody mode={mode} onModeChange={setMode} request={NO_JUMP} onDone={goOn} />
      </div>
    </section>
  );
}
