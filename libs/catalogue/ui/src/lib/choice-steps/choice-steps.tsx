import { useId } from 'react';
import styles from './choice-steps.module.css';

export interface ChoiceStepsProps {
  heading: string;
  steps: { title: string; text: string }[];
}

/** How the Choice card works, as numbered steps. */
export function ChoiceSteps({ heading, steps }: ChoiceStepsProps) {
  const headingId = useId();
  return (
    <section className={styles.section} aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {heading}
      </h2>
      <ol className={styles.steps}>
        {steps.map((step) => (
          <li key={step.title} className={styles.step}>
            <h3 className={styles.title}>{step.title}</h3>
            <p className={styles.text}>{step.text}</p>
          </li>
        ))}
      </ol>
    </section>
  );
}
