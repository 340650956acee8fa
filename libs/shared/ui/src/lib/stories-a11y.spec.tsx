import { describeEveryStory } from '@giftshop/shared-testing/stories';

describeEveryStory('design system', __dirname);
