import type { AppServices } from '../providers';

let services: AppServices | undefined;

/** The browser's single Apollo client and store, for client loaders (set once by entry.client). */
export function setBrowserServices(value: AppServices) {
  services = value;
}

export function browserServices(): AppServices {
  if (!services) throw new Error('browser services are not set up yet');
  return services;
}
