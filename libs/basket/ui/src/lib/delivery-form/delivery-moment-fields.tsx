import { useFormikContext } from 'formik';
import { RadioGroup, TextField } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { basketUiMessages } from '../messages';
import type { DeliveryType, DeliveryValues } from './delivery-values';
import { useField } from './use-field';
import styles from './delivery-form.module.css';

/** As soon as possible, or a chosen date (and, for e-mail, a time of day). */
export function DeliveryMomentFields({ deliveryType, today }: { deliveryType: DeliveryType; today: string }) {
  const m = useMessages(basketUiMessages).form;
  const { values, setFieldValue } = useFormikContext<DeliveryValues>();
  const date = useField('deliveryDate');
  const time = useField('deliveryTime');
  const digital = deliveryType === 'DIGITAL';
  return (
    <div className={styles.section}>
      <RadioGroup
        name="when"
        legend={digital ? m.when : m.whenPhysical}
        value={values.when}
        onChange={(when) => void setFieldValue('when', when)}
        choices={[
          { value: 'NOW', label: m.now, hint: digital ? m.nowHint : m.nowPhysicalHint },
          { value: 'LATER', label: m.later, hint: m.laterHint },
        ]}
      />
      {values.when === 'LATER' && (
        <div className={styles.pair}>
          <TextField {...date.field} type="date" min={today} label={m.date} error={date.error} required />
          {digital && <TextField {...time.field} type="time" step={900} label={m.time} error={time.error} required />}
        </div>
      )}
    </div>
  );
}
