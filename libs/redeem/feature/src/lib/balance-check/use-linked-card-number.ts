import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';

/**
 * The card number of the card e-mail's link (`/check-balance/#cardNumber=…`). The fragment never reaches the server,
 * so it is read after hydration and the server's HTML and the first client render agree.
 */
export function useLinkedCardNumber(): string {
  const { hash } = useLocation();
  const [cardNumber, setCardNumber] = useState('');
  useEffect(() => {
    setCardNumber(new URLSearchParams(hash.replace(/^#/, '')).get('cardNumber') ?? '');
  }, [hash]);
  return cardNumber;
}
