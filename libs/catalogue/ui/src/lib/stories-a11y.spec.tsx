import { describeEveryStory } from '@giftshop/shared-testing';

describeEveryStory('catalogue', __dirname);
