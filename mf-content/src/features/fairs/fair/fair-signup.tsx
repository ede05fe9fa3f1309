import { auth$, useLoad, useStream, useStudentAction } from '@campus/shared-utils';
import { useState, type ReactElement } from 'react';
import { api, CONTENT_CODE, CONTENT_MSG, type FairDetail, type FairSignup as Signup, LoadError, Loading } from '@campus/shared-utils/student';
import { SignupTicket } from './signup-ticket';
import styles from './fair.module.css';
import { FAIRS_TEXT as T } from '../utils/texts';

export type FairSignupProps = {
  fair: FairDetail;
  /** a sign-up just made: the fair's 已报名 count goes up without a reload */
  onSignedUp?: () => void;
};

const NONE = { apiStatus: true as const, signed_up: 0 as const, ticket: '', qr_code: '', signed_at: 0 };
type Attempt = { status: 'idle' } | { status: 'pending' } | { status: 'failed'; msg: string } | { status: 'done'; signup: Signup };
const IDLE: Attempt = { status: 'idle' };

/**
 * Signing up for an offline fair (报名参会). A visitor is asked to log in and the sign-up then goes on by itself
 * (useStudentAction, as 投递简历 does); another role is asked to switch identity; a student signs up once and then
 * sees the entrance QR and ticket code. An ended fair takes no sign-ups.
 */
export function FairSignup({ fair, onSignedUp }: FairSignupProps): ReactElement {
  const { state } = useStream(auth$);
  const ended = fair.status === 2;
  const asStudent = state === 1 && !ended;
  const current = useLoad(() => (asStudent ? api.content.signup(fair.id) : Promise.resolve(NONE)), `signup:${fair.id}:${asStudent}`);
  // an attempt belongs to the student who made it: logging out or switching role leaves it behind
  const [made, setMade] = useState<{ attempt: Attempt; asStudent: boolean }>({ attempt: IDLE, asStudent });
  const attempt = made.asStudent === asStudent ? made.attempt : IDLE;
  const studentAction = useStudentAction(3);

  const signUp = async (): Promise<void> => {
    setMade({ attempt: { status: 'pending' }, asStudent: true });
    const r = await api.content.signUp(fair.id);
    if (r.apiStatus) onSignedUp?.();
    const next: Attempt = r.apiStatus ? { status: 'done', signup: r } : { status: 'failed', msg: r.code === CONTENT_CODE.signUpEnded ? CONTENT_MSG.signUpEnded : r.msg };
    setMade({ attempt: next, asStudent: true });
  };

  const body = ((): ReactElement => {
    if (ended) {
      return (
        <>
          <p className={styles.state}>{T.signup.ended}</p>
          <p className={styles.hint}>{T.signup.endedHint}</p>
        </>
      );
    }
    if (attempt.status === 'done') return <SignupTicket signup={attempt.signup} fresh />;
    if (asStudent && current.status === 'loading') return <Loading label={T.signup.loading} rows={1} />;
    if (asStudent && current.status === 'failed') return <LoadError message={current.msg} onRetry={current.reload} />;
    if (asStudent && current.status === 'ready' && current.data.signed_up === 1) return <SignupTicket signup={current.data} fresh={false} />;
    return (
      <>
        <p className={styles.hint}>{state === 0 ? T.signup.visitorHint : state === 1 ? T.signup.hint : CONTENT_MSG.notStudent}</p>
        <button type="button" className={styles.primary} disabled={attempt.status === 'pending'} onClick={() => studentAction(() => void signUp())}>
          {attempt.status === 'pending' ? T.signup.pending : T.signup.button}
        </button>
        {attempt.status === 'failed' && (
          <p className={styles.error} role="alert">
            {attempt.msg}
          </p>
        )}
      </>
    );
  })();

  return (
    <section className={styles.block} aria-labelledby="signup-title">
      <h2 id="signup-title" className={styles.blockTitle}>
        {T.signup.title}
      </h2>
      {body}
    </section>
  );
}
