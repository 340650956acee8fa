import { useEffect, useState } from 'react';
import { format, useMessages } from '@giftshop/util-i18n';
import { cx } from '../class-names';
import { uiMessages } from '../messages';
import { VisuallyHidden } from '../visually-hidden/visually-hidden';
import styles from './text-area.module.css';

/** Screen readers hear the count once typing pauses, not after every key. */
export const COUNT_ANNOUNCE_DELAY_MS = 500;

/** Characters as people count them: an emoji or accented letter made of two code units is one. */
export const characterCount = (text: string) => Array.from(text).length;

export function CharacterCount({ id, length, max }: { id: string; length: number; max: number }) {
  const messages = useMessages(uiMessages);
  const left = max - length;
  const text = left >= 0 ? format(messages.charactersLeft, { count: left }) : format(messages.charactersTooMany, { count: -left });
  const [announced, setAnnounced] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setAnnounced(text), COUNT_ANNOUNCE_DELAY_MS);
    return () => clearTimeout(timer);
  }, [text]);
  return (
    <>
      <p id={id} className={cx(styles.counter, left < 0 && styles.over)}>
        {text}
      </p>
      <VisuallyHidden aria-live="polite">{announced}</VisuallyHidden>
    </>
  );
}
