import { notFound } from '@giftshop/shared-data-access';

/** `/404/` and every path no page claims: a real 404 status, rendered by the shell's error boundary. */
export const loader = () => {
  throw notFound();
};

export default function NotFound() {
  return null;
}
