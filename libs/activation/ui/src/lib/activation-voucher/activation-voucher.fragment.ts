import { graphql } from '@giftshop/shared-graphql';

export const ActivationVoucherFragment = graphql(`
  fragment ActivationVoucher_voucher on ActivationVoucher {
    orderUuid
    referenceNumber
    maskedCardNumber
    amount { minorUnits currency }
    email
    activated
    activeBefore
  }
`);
