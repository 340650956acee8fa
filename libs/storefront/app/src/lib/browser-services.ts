import { loadApolloClient, type GatewayServices, type PageServices } from '@giftshop/shared-data-access';
import type { AppServices } from '../providers';

let services: AppServices | undefined;

/** The browser's services, for client loaders (set once by entry.client). */
export function setBrowserServices(value: AppServices) {
  services = value;
}

function browserServices(): AppServices {
  if (!services) throw new Error('browser services are not set up yet');
  return services;
}

/** What a page that reads its loader's answer loads with in the browser: the gateway alone. */
export function browserGatewayServices(): GatewayServices {
  const { gateway, settings } = browserServices();
  return { gateway, settings };
}

/** What a page read through Apollo loads with in the browser: the browser's Apollo client, loaded first. */
export async function browserApolloServices(): Promise<PageServices> {
  const { apollo, settings } = browserServices();
  return { apollo: await loadApolloClient(apollo), settings };
}
