/**
 * axe in Chromium for the smoke pages: one browser for the run, started on first use, a fresh context per page at a
 * phone's width. A page is checked once it has hydrated and its animations have ended, with the brand's promo pop-up
 * marked as seen (the pop-up is checked by the browser suite), as the storefront's browser tests do.
 */
import { existsSync } from 'node:fs';
import AxeBuilder from '@axe-core/playwright';
import { chromium } from '@playwright/test';

const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const PHONE = { width: 375, height: 812 };
const PAGE_TIMEOUT_MS = 30_000;

let browser;

async function launched() {
  browser ??= chromium.launch({
    executablePath: existsSync(executablePath) ? executablePath : undefined,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
  });
  return browser;
}

/** The axe violations of a page, one line each naming the rule and its first nodes; a page that fails to load is one. */
export async function axeViolations(url, { promoId } = {}) {
  const context = await (await launched()).newContext({ viewport: PHONE });
  try {
    const page = await context.newPage();
    page.setDefaultTimeout(PAGE_TIMEOUT_MS);
    if (promoId)
      await page.addInitScript((id) => {
        try {
          window.localStorage.setItem('giftshop.promoSeen', id);
        } catch {
          // no storage in this document
        }
      }, promoId);
    const response = await page.goto(url);
    if (!response?.ok()) return [`answered ${response?.status()} in the browser`];
    await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
    await page.evaluate(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
          .map((animation) => animation.finished.catch(() => undefined)),
      ),
    );
    // In the page itself (legacy mode: no second page to merge frames' results; the pages have no frames of ours),
    // collecting the violations' nodes only: about 0.3 s of CPU a page against 1.0–1.7 s.
    const { violations } = await new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] }).analyze();
    return violations.map(
      (violation) => `axe ${violation.id} (${violation.impact}): ${violation.nodes.map((node) => node.target.join(' ')).slice(0, 3).join(', ')}`,
    );
  } catch (error) {
    return [`axe could not check the page: ${error.message.split('\n')[0]}`];
  } finally {
    await context.close();
  }
}

export async function closeBrowser() {
  if (browser) await (await browser).close();
  browser = undefined;
}
