import { describeEveryStory } from '@giftshop/shared-testing/stories';

describeEveryStory('shell', __dirname);
