import { describeEveryStory } from '@giftshop/shared-testing';

describeEveryStory('shell', __dirname);
