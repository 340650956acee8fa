export { axeViolations } from './lib/axe';
export { mockViewport, staticMediaQueryList } from './lib/media';
export { describeEveryStory } from './lib/stories-axe';
export { brands } from './brand-registry';
