import { ShipmentList, checkoutUiMessages } from '@giftshop/checkout-ui';
import type { ShipmentList_ShipmentFragment } from '@giftshop/shared-graphql';
import { Button } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { StepHeading } from './step-heading';
import styles from '../page-layout.module.css';

interface ShippingStepProps {
  shipments: readonly ShipmentList_ShipmentFragment[];
  focus: boolean;
  onBack: () => void;
  onContinue: () => void;
}

export function ShippingStep({ shipments, focus, onBack, onContinue }: ShippingStepProps) {
  const m = useMessages(checkoutUiMessages).shipping;
  return (
    <section className={styles.step} aria-label={m.heading}>
      <StepHeading focus={focus}>{m.heading}</StepHeading>
      <ShipmentList shipments={shipments} />
      <div className={styles.actions}>
        <Button variant="secondary" onClick={onBack}>
          {m.back}
        </Button>
        <Button size="large" onClick={onContinue}>
          {m.submit}
        </Button>
      </div>
    </section>
  );
}
