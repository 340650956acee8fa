import { Button, Price, VisuallyHidden } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { basketUiMessages } from '../messages';
import type { PackageGroupData } from './basket-data';
import { CardPreviews } from './card-previews';
import styles from './basket.module.css';

export interface PackageGroupCardProps {
  group: PackageGroupData;
  onPreview: () => void;
  onEdit: () => void;
  onDelete: () => void;
  headingLevel?: 3 | 4;
}

/** One package of the basket: its cards, receiver, contents and total, with preview, edit and delete. */
export function PackageGroupCard({ group, onPreview, onEdit, onDelete, headingLevel = 3 }: PackageGroupCardProps) {
  const m = useMessages(basketUiMessages).group;
  const Heading = `h${headingLevel}` as const;
  const target = <VisuallyHidden> {format(m.actionTarget, { receiver: group.receiverTitle })}</VisuallyHidden>;
  return (
    <article className={styles.group} aria-label={group.receiverTitle}>
      <CardPreviews previews={group.previews} />
      <div className={styles.groupBody}>
        <Heading className={styles.receiver}>{group.receiverTitle}</Heading>
        <p className={styles.receiverDescription}>{group.receiverDescription}</p>
        <ul className={styles.lines}>
          {group.lines.map((line, index) => (
            <li key={index}>{line}</li>
          ))}
        </ul>
        {group.missingReceiver && <p className={styles.missing}>{m.missingReceiver}</p>}
        <div className={styles.actions}>
          <Button variant="link" onClick={onPreview}>
            {m.preview}
            {target}
          </Button>
          <Button variant="link" onClick={onEdit}>
            {m.edit}
            {target}
          </Button>
          <Button variant="link" onClick={onDelete}>
            {m.delete}
            {target}
          </Button>
        </div>
      </div>
      <p className={styles.groupTotal}>
        <VisuallyHidden>{m.total} </VisuallyHidden>
        <Price value={group.totalPrice} />
      </p>
    </article>
  );
}
