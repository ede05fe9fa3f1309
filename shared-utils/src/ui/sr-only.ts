import styles from './sr-only.module.css';

/** The class of text read out by screen readers but not shown (a label, a heading, a count's meaning). */
export const SR_ONLY = styles.srOnly;
