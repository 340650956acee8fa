import styles from './shipping-note.module.css';

/** The same-day dispatch rule (spec §1, §9), with a clock icon. */
export function ShippingNote({ text }: { text: string }) {
  return (
    <p className={styles.note}>
      <svg className={styles.icon} viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <circle cx="12" cy="12" r="9" fill="none" strokeWidth="2" />
        <path d="M12 7v5l3 2" fill="none" strokeWidth="2" strokeLinecap="round" />
      </svg>
      {text}
    </p>
  );
}
