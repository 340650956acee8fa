// A separate entry point: it loads Storybook, which ships ESM only and is compiled only where stories are tested.
export { describeEveryStory } from './lib/stories-axe';
