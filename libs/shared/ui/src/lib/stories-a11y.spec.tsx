import { describeEveryStory } from '@giftshop/shared-testing';

describeEveryStory('design system', __dirname);
