import { describeEveryStory } from '@giftshop/shared-testing/stories';

describeEveryStory('basket', __dirname);
