export { LocationListPage } from './lib/location-list-page';
export { LocationPage } from './lib/location-page';
export { loadLocation, loadLocationList } from './lib/load-locations';
export { locationsMessages } from './lib/messages';
