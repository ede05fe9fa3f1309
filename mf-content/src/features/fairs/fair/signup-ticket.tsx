import type { ReactElement } from 'react';
import type { FairSignup } from '@campus/shared-utils/student';
import styles from './fair.module.css';
import { dateTime } from '../utils/format';
import { FAIRS_TEXT as T } from '../utils/texts';

export type SignupTicketProps = { signup: FairSignup; /** just signed up (报名成功) rather than found (已报名) */ fresh: boolean };

/** The student's entrance ticket: QR code, ticket code and when they signed up. */
export function SignupTicket({ signup: s, fresh }: SignupTicketProps): ReactElement {
  return (
    <div className={styles.ticket}>
      <p className={styles.success} role="status">
        {fresh ? T.signup.done : T.signup.already}
      </p>
      {s.qr_code && <img className={styles.qr} src={s.qr_code} alt={T.signup.qrAlt} width={168} height={168} />}
      <p className={styles.hint}>{T.signup.showAtEntrance}</p>
      <dl className={styles.ticketFacts}>
        <div>
          <dt>{T.signup.ticket}</dt>
          <dd className={styles.ticketCode}>{s.ticket}</dd>
        </div>
        {s.signed_at > 0 && (
          <div>
            <dt>{T.signup.signedAt}</dt>
            <dd>{dateTime(s.signed_at)}</dd>
          </div>
        )}
      </dl>
    </div>
  );
}
