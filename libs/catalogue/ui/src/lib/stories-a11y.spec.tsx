import { describeEveryStory } from '@giftshop/shared-testing/stories';

describeEveryStory('catalogue', __dirname);
