import { expect, test } from './support/fixtures';
import { PAGES } from './support/pages';

// The journeys' gateway runs in production with PAYMENT_PROVIDER=sandbox (support/gateway-env.ts): every page must say so.
test('every page shows the test-mode notice before its header', async ({ page }) => {
  test.setTimeout(120_000);
  for (const path of [...PAGES.map((target) => target.path), '/no-such-page/']) {
    await page.goto(path);
    const notice = page.getByRole('complementary', { name: 'Test mode' });
    await expect(notice, path).toBeVisible();
    await expect(notice, path).toContainText('No money is taken');
    const beforeHeader = await notice.evaluate((node) => {
      const header = document.querySelector('header');
      return header !== null && Boolean(node.compareDocumentPosition(header) & Node.DOCUMENT_POSITION_FOLLOWING);
    });
    expect(beforeHeader, path).toBe(true);
  }
});
