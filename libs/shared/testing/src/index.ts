export { axeViolations } from './lib/axe';
export { mockViewport, staticMediaQueryList } from './lib/media';
export { brands } from './brand-registry';
export { ukStore, ukUserData } from './lib/uk-store';
export { mockGatewayFetch, type GatewayMock } from './lib/gateway-fetch';
