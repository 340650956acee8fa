import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { composeStories, type composeStory } from '@storybook/react-vite';
import { act, cleanup, render } from '@testing-library/react';
import { axeViolations } from '@giftshop/shared-testing';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/** Every story of the catalogue components, found on disk so a new component is covered without editing this list. */
const storyFiles = (readdirSync(__dirname, { recursive: true }) as string[]).filter((file) => file.endsWith('.stories.tsx')).sort();

const cases = storyFiles.flatMap((file) => {
  const stories = composeStories(require(join(__dirname, file)) as StoryModule) as Record<string, ComposedStory>;
  return Object.entries(stories).map(([name, Story]) => ({ title: `${file} › ${name}`, Story }));
});

describe('every catalogue story', () => {
  afterEach(cleanup);

  it.each(cases)('has no axe violations: $title', async ({ Story }) => {
    const { container } = render(<Story />);
    if (Story.play) await act(() => Story.play?.({ canvasElement: container }) as Promise<void>);
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
