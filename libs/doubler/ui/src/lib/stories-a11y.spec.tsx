import { describeEveryStory } from '@giftshop/shared-testing/stories';

describeEveryStory('doubler', __dirname);
