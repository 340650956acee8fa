import { useId, useState, type ReactNode } from 'react';
import { cx } from '../class-names';
import styles from './accordion.module.css';

export interface AccordionItem {
  id: string;
  title: ReactNode;
  content: ReactNode;
}

export interface AccordionProps {
  items: readonly AccordionItem[];
  /** Several panels may be open at once; otherwise opening one closes the others. */
  allowMultiple?: boolean;
  /** Ids of the items open at first. */
  defaultExpanded?: readonly string[];
  /** Level of the headings that hold the buttons, to fit the page outline. */
  headingLevel?: 2 | 3 | 4 | 5 | 6;
  onToggle?: (id: string, expanded: boolean) => void;
  className?: string;
}

/** Disclosure sections: each header is a button that shows or hides its panel. */
export function Accordion({ items, allowMultiple = false, defaultExpanded = [], headingLevel = 3, onToggle, className }: AccordionProps) {
  const baseId = useId();
  const [expanded, setExpanded] = useState<readonly string[]>(allowMultiple ? defaultExpanded : defaultExpanded.slice(0, 1));
  const Heading = `h${headingLevel}` as const;

  const toggle = (id: string) => {
    const open = !expanded.includes(id);
    setExpanded(open ? (allowMultiple ? [...expanded, id] : [id]) : expanded.filter((other) => other !== id));
    onToggle?.(id, open);
  };

  return (
    <div className={cx(styles.accordion, className)}>
      {items.map((item, index) => {
        const isOpen = expanded.includes(item.id);
        const buttonId = `${baseId}-${index}-button`;
        const panelId = `${baseId}-${index}-panel`;
        return (
          <div key={item.id} className={styles.item}>
            <Heading className={styles.heading}>
              <button type="button" id={buttonId} className={styles.trigger} aria-expanded={isOpen} aria-controls={panelId} onClick={() => toggle(item.id)}>
                <span>{item.title}</span>
                <span className={styles.chevron} aria-hidden="true" />
              </button>
            </Heading>
            <div id={panelId} role="region" aria-labelledby={buttonId} className={styles.panel} hidden={!isOpen}>
              {item.content}
            </div>
          </div>
        );
      })}
    </div>
  );
}
