import { useFormikContext } from 'formik';
import { RadioGroup, type SelectOption } from '@giftshop/shared-ui';
import { format, useMessages } from '@giftshop/util-i18n';
import { basketUiMessages } from '../messages';
import { receiverCount, resizeReceivers, type DeliveryType, type DeliveryValues } from './delivery-values';
import { DeliveryMomentFields } from './delivery-moment-fields';
import { ExtrasFields, type ExtrasFieldsProps } from './extras-fields';
import { ReceiverFields } from './receiver-fields';
import styles from './delivery-form.module.css';

export interface DeliveryFieldsProps extends ExtrasFieldsProps {
  deliveryType: DeliveryType;
  /** Cards on the line; above 1 the shopper may pick a receiver per card. */
  quantity: number;
  countries: readonly SelectOption[];
  today: string;
}

/** Receivers (one, or one per card), the delivery moment and the extras of a basket line. */
export function DeliveryFields({ deliveryType, quantity, countries, today, ...extras }: DeliveryFieldsProps) {
  const m = useMessages(basketUiMessages).form;
  const { values, setFieldValue } = useFormikContext<DeliveryValues>();
  const switchMode = (mode: string) => {
    void setFieldValue('mode', mode);
    void setFieldValue('receivers', resizeReceivers(values.receivers, receiverCount(mode as DeliveryValues['mode'], quantity), countries[0]?.id ?? ''));
  };
  return (
    <>
      <div className={styles.section}>
        {quantity > 1 && (
          <RadioGroup
            name="mode"
            legend={m.receivers}
            value={values.mode}
            onChange={switchMode}
            choices={[
              { value: 'SINGLE', label: m.oneReceiver, hint: m.oneReceiverHint },
              { value: 'SPLIT', label: m.splitReceivers, hint: m.splitReceiversHint },
            ]}
          />
        )}
        {values.receivers.map((_, index) => (
          <ReceiverFields key={index} index={index} deliveryType={deliveryType} countries={countries} legend={format(m.receiver, { number: index + 1 })} />
        ))}
      </div>
      <DeliveryMomentFields deliveryType={deliveryType} today={today} />
      <ExtrasFields {...extras} />
    </>
  );
}
