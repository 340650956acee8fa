import { describeEveryStory } from '@giftshop/shared-testing/stories';

describeEveryStory('redeem', __dirname);
