import { expectNoAxeViolations, test, waitForHydration, WIDTHS } from './support/fixtures';
import { PAGES } from './support/pages';

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    for (const target of PAGES.filter((p) => !p.name.startsWith('prefixed'))) {
      test(`${target.name} has no axe violations`, async ({ page }) => {
        await page.goto(target.path);
        await waitForHydration(page);
        await expectNoAxeViolations(page, `${target.path} at ${width}px`);
      });
    }

    test('the 404 page has no axe violations', async ({ page }) => {
      await page.goto('/no-such-page/');
      await expectNoAxeViolations(page, `404 at ${width}px`);
    });
  });
}
