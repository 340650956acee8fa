import type { Page } from '@playwright/test';
import { expectNoAxeViolations, test, waitForHydration, WIDTHS } from './support/fixtures';
import { PAGES } from './support/pages';

/** Resizes the window and lets the page lay itself out (media queries, hooks on the width) before the next check. */
async function atWidth(page: Page, width: number) {
  await page.setViewportSize({ width, height: 900 });
  await page.evaluate(() => new Promise<void>((resolve) => requestAnimationFrame(() => requestAnimationFrame(() => resolve()))));
}

// Each page is loaded once and checked at every width: the narrowest first, as it is loaded, then resized.
test.use({ viewport: { width: WIDTHS[0], height: 900 } });

for (const target of PAGES.filter((p) => !p.name.startsWith('prefixed'))) {
  test(`${target.name} has no axe violations at ${WIDTHS.join(', ')} px`, async ({ page }) => {
    await page.goto(target.path);
    await waitForHydration(page);
    for (const width of WIDTHS) {
      await atWidth(page, width);
      await expectNoAxeViolations(page, `${target.path} at ${width}px`);
    }
  });
}

test('the 404 page has no axe violations at every width', async ({ page }) => {
  await page.goto('/no-such-page/');
  for (const width of WIDTHS) {
    await atWidth(page, width);
    await expectNoAxeViolations(page, `404 at ${width}px`);
  }
});
