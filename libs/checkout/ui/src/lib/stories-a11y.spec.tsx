import { describeEveryStory } from '@giftshop/shared-testing/stories';

describeEveryStory('checkout', __dirname);
