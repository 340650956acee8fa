import type { ChangeEvent } from 'react';
import { CARD_NUMBER_LENGTH, groupCardNumber, PIN_LENGTH } from '@giftshop/util-validation';
import { TextField, type TextFieldProps } from '../text-field/text-field';

/** What a shopper typed as a card number: digits only, at most 19, grouped in fours as printed on the card. */
export const cardNumberInput = (typed: string): string => groupCardNumber(typed.replace(/\D/g, '').slice(0, CARD_NUMBER_LENGTH));

/** What a shopper typed as a PIN: digits only, at most 6. */
export const pinInput = (typed: string): string => typed.replace(/\D/g, '').slice(0, PIN_LENGTH);

type CardFieldProps = Omit<TextFieldProps, 'onChange' | 'type' | 'inputMode' | 'maxLength'> & {
  /** The typed value, already cleaned by `cardNumberInput` or `pinInput`. */
  onValueChange: (value: string) => void;
};

/** A gift card's 19-digit number (spec §5), grouped as the shopper types; never remembered by the browser. */
export function CardNumberField({ onValueChange, ...props }: CardFieldProps) {
  return (
    <TextField
      autoComplete="off"
      spellCheck={false}
      {...props}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(cardNumberInput(event.target.value))}
      inputMode="numeric"
      maxLength={CARD_NUMBER_LENGTH + 4}
    />
  );
}

/** A gift card's 6-digit PIN, masked and never remembered by the browser. */
export function PinField({ onValueChange, ...props }: CardFieldProps) {
  return (
    <TextField
      autoComplete="off"
      {...props}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onValueChange(pinInput(event.target.value))}
      type="password"
      inputMode="numeric"
      maxLength={PIN_LENGTH}
    />
  );
}
