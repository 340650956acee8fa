import { describeEveryStory } from '@giftshop/shared-testing/stories';

describeEveryStory('activation', __dirname);
