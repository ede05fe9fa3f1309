import type { ReactElement } from 'react';
import { MSG } from '@campus/shared-utils';
import { useSiteInfo } from '../hooks/use-site-info';
import { TEXT } from '../utils/texts';
import { InfoDialog } from './info-dialog';
import styles from './info-dialog.module.css';

export type ForgotPasswordInfoProps = { onClose: () => void };

/**
 * Forgot password for school and channel accounts (spec §8): "忘记密码, 请与我们联系" with the
 * provider's phone and e-mail (the brand's footer contacts) and its landline (the university hotline).
 */
export function ForgotPasswordInfo({ onClose }: ForgotPasswordInfoProps): ReactElement {
  const brand = useSiteInfo()?.brand;
  const rows = [
    [TEXT.contactPhone, brand?.footer.phone ?? ''],
    [TEXT.contactEmail, brand?.footer.email ?? ''],
    [TEXT.contactLandline, brand?.hotlines.university ?? ''],
  ].filter(([, value]) => value);
  const body = (
    <dl className={styles.contacts}>
      {rows.map(([label, value]) => (
        <div key={label} style={{ display: 'contents' }}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
  return <InfoDialog title={MSG.forgotPasswordTitle} body={body} onClose={onClose} />;
}
