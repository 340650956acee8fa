import type { CSSProperties } from 'react';
import { useFormikContext } from 'formik';
import { Button, Checkbox, RadioGroup, TextArea } from '@giftshop/shared-ui';
import { format, useI18n, useMessages } from '@giftshop/util-i18n';
import { formatMoney, type MoneyValue } from '@giftshop/util-money';
import { PERSONAL_MESSAGE_MAX } from '@giftshop/util-validation';
import { basketUiMessages } from '../messages';
import type { DeliveryValues } from './delivery-values';
import { useField } from './use-field';
import styles from './delivery-form.module.css';

/** A wrapper or gift packing on sale (ExtraVariation). */
export interface ExtraOption {
  id: string;
  title: string;
  /** What it looks like. */
  description: string;
  /** Swatch colour, #rrggbb. */
  color: string;
  price: MoneyValue;
}

export interface ExtrasFieldsProps {
  wrappers: ExtraOption[];
  giftPacking: ExtraOption | null;
  /** Blank card packs take no message. */
  allowMessage: boolean;
  onShowWrapper: (wrapper: ExtraOption) => void;
  onShowGiftPacking: (packing: ExtraOption) => void;
}

/** Wrapper (with its look), gift packing (with its preview) and the personal message with a character counter. */
export function ExtrasFields({ wrappers, giftPacking, allowMessage, onShowWrapper, onShowGiftPacking }: ExtrasFieldsProps) {
  const m = useMessages(basketUiMessages).form;
  const { locale } = useI18n();
  const { values, setFieldValue } = useFormikContext<DeliveryValues>();
  const message = useField('personalMessage');
  const wrapperError = useField('wrapperId').error;
  const packingError = useField('giftPacking').error;
  const price = (extra: ExtraOption) => (extra.price.minorUnits > 0 ? format(m.extraPrice, { price: formatMoney(extra.price, locale) }) : m.extraFree);
  const chosenWrapper = wrappers.find((wrapper) => wrapper.id === values.wrapperId);
  if (wrappers.length === 0 && !giftPacking && !allowMessage) return null;
  return (
    <div className={styles.section}>
      <h3 className={styles.heading}>{m.extras}</h3>
      {wrappers.length > 0 && (
        <div className={styles.choice}>
          <RadioGroup
            name="wrapperId"
            legend={m.wrapper}
            value={values.wrapperId}
            onChange={(id) => void setFieldValue('wrapperId', id)}
            error={wrapperError}
            choices={[
              { value: '', label: m.noWrapper },
              ...wrappers.map((w) => ({
                value: w.id,
                // The design's look beside its name: its colour, as the wallet or the e-mail band shows it.
                label: (
                  <>
                    <span className={styles.swatch} style={{ '--swatch': w.color } as CSSProperties} aria-hidden="true" data-swatch={w.color} />
                    {`${w.title} (${price(w)})`}
                  </>
                ),
                hint: w.description,
              })),
            ]}
          />
          {chosenWrapper && (
            <Button variant="link" onClick={() => onShowWrapper(chosenWrapper)}>
              {m.showWrapper}
            </Button>
          )}
        </div>
      )}
      {giftPacking && (
        <div className={styles.choice}>
          <Checkbox
            name="giftPacking"
            checked={values.giftPacking}
            onChange={(event) => void setFieldValue('giftPacking', event.target.checked)}
            label={`${m.giftPacking}: ${giftPacking.title} (${price(giftPacking)})`}
            hint={giftPacking.description}
            error={packingError}
          />
          <Button variant="link" onClick={() => onShowGiftPacking(giftPacking)}>
            {m.showGiftPacking}
          </Button>
        </div>
      )}
      {allowMessage && (
        <>
          <Checkbox name="addMessage" checked={values.addMessage} onChange={(event) => void setFieldValue('addMessage', event.target.checked)} label={m.addMessage} />
          {values.addMessage && (
            <TextArea {...message.field} label={m.message} hint={m.messageHint} error={message.error} maxLength={PERSONAL_MESSAGE_MAX} required />
          )}
        </>
      )}
    </div>
  );
}
