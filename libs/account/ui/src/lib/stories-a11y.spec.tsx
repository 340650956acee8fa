import { describeEveryStory } from '@giftshop/shared-testing/stories';

describeEveryStory('account', __dirname);
