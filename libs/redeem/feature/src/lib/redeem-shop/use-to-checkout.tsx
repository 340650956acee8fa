import { useState, type ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { useLoggedIn, type CheckoutIdentifyProps } from '@giftshop/shared-data-access';
import { useRoutes } from '@giftshop/util-i18n';

/**
 * The way from the redeem shop to its checkout (spec §4): a customer who is logged in goes straight on; a visitor
 * first meets the identify modal the app gave (it gives none when the brand's order-modal auth mode is off), to log
 * in (the order then joins the account and the checkout knows the customer) or to go on as a guest.
 */
export function useToCheckout(IdentifyModal?: ComponentType<CheckoutIdentifyProps>) {
  const routes = useRoutes();
  const navigate = useNavigate();
  const loggedIn = useLoggedIn();
  const [open, setOpen] = useState(false);
  const href = routes.path('redeemCheckout');
  const go = () => {
    setOpen(false);
    void navigate(href);
  };
  return {
    /** Whether "To checkout" opens the identify modal instead of following its link. */
    asks: Boolean(IdentifyModal) && !loggedIn,
    href,
    ask: () => setOpen(true),
    modal: IdentifyModal ? <IdentifyModal open={open} onClose={() => setOpen(false)} onLoggedIn={go} onGuest={go} /> : null,
  };
}
