import { Outlet } from 'react-router';
import { ApolloGate } from '@giftshop/shared-data-access';

/**
 * Around every page read through Apollo (basket, checkout, account, redeem, content, blog, locations…): the route
 * module brings Apollo Client into these pages' chunks; catalogue pages are outside it and never load it.
 */
export default function ApolloPages() {
  return (
    <ApolloGate>
      <Outlet />
    </ApolloGate>
  );
}
