import { cx } from '@campus/shared-utils';
import type { ReactElement } from 'react';
import styles from './spinner.module.css';

export type SpinnerProps = {
  /** announced as a status when given; without one the spinner is decoration (e.g. inside a busy button) */
  label?: string;
  large?: boolean;
};

/** A spinning ring: the school login's and the QR code's loading sign. */
export function Spinner({ label, large = false }: SpinnerProps): ReactElement {
  const className = cx(styles.spinner, large && styles.large);
  if (!label) return <span className={className} aria-hidden="true" />;
  return <span className={className} role="status" aria-label={label} />;
}
