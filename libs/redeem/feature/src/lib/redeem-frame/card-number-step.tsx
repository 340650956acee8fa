import { useState } from 'react';
import { useSelector } from 'react-redux';
import { selectRedeemToken } from '@giftshop/redeem-data-access';
import { CardNumberModal, cardNumberMessages } from '@giftshop/redeem-ui';
import { Button } from '@giftshop/shared-ui';
import { useMessages } from '@giftshop/util-i18n';
import { useBalanceCheckFlow } from '../balance-check/use-balance-check-flow';

/**
 * The way into a redeem page without leaving it: "Enter your card here" opens the card number modal, whose balance
 * check leaves the tab's redeem token in the redeem slice; the page around it then goes on with it.
 */
export function CardNumberStep() {
  const m = useMessages(cardNumberMessages);
  const [open, setOpen] = useState(false);
  const { giftCard, serverErrors, captchaResetKey, submit, checkAnother } = useBalanceCheckFlow();
  const token = useSelector(selectRedeemToken);
  const notRedeemable = giftCard !== null && !token;

  const close = () => {
    setOpen(false);
    checkAnother();
  };
  return (
    <>
      <Button onClick={() => setOpen(true)}>{m.open}</Button>
      <CardNumberModal open={open} onClose={close} onSubmit={submit} serverErrors={serverErrors} captchaResetKey={captchaResetKey} notRedeemable={notRedeemable} />
    </>
  );
}
