import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { composeStories, type composeStory } from '@storybook/react-vite';
import { act, cleanup, render } from '@testing-library/react';
import { axeViolations } from './axe';

type StoryModule = Parameters<typeof composeStories>[0];
type ComposedStory = ReturnType<typeof composeStory>;

/**
 * Renders every story found under `dir` (so a new story is covered without editing a list), runs its play function
 * and checks the result with axe.
 */
export function describeEveryStory(label: string, dir: string) {
  const storyFiles = (readdirSync(dir, { recursive: true }) as string[]).filter((file) => file.endsWith('.stories.tsx')).sort();
  const cases = storyFiles.flatMap((file) => {
    const stories = composeStories(require(join(dir, file)) as StoryModule) as Record<string, ComposedStory>;
    return Object.entries(stories).map(([name, Story]) => ({ title: `${file} › ${name}`, Story }));
  });

  describe(`every ${label} story`, () => {
    afterEach(cleanup);

    it('finds the stories', () => {
      expect(cases.length).toBeGreaterThan(0);
    });

    it.each(cases)('has no axe violations: $title', async ({ Story }) => {
      const { container } = render(<Story />);
      // Lets effects that settle after mounting (Formik's first validation) finish inside act.
      await act(async () => undefined);
      if (Story.play) await act(() => Story.play?.({ canvasElement: container }) as Promise<void>);
      expect(await axeViolations(document.body)).toEqual([]);
    });
  });
}
