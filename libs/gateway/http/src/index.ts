export { createGateway, CATALOGUE_CACHE_CONTROL, PRIVATE_CACHE_CONTROL, type Gateway } from './lib/server';
export { createGatewayYoga, type GatewayYoga, type YogaDeps } from './lib/create-yoga';
export { defaultGatewayOptions, type GatewayOptions } from './lib/options';
export { FrontCache } from './lib/front-cache';
export { HEADERS } from './lib/request-meta';
export { createGatewayLogger, serializeError } from './lib/log';
