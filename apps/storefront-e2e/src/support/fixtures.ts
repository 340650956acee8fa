import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { expect, test as base, type Page } from '@playwright/test';

/** The GCUK promo pop-up's offer id: journeys start having seen it, so it never covers what they click. */
const promoId = (JSON.parse(readFileSync(join(__dirname, '../../../../brands/GCUK/brand.json'), 'utf8')) as { promoPopup?: { id: string } }).promoPopup?.id;

/**
 * Widths every page is checked at: a phone and a desktop, the two layouts of spec §9 that differ most. The tablet
 * width between them is left out to keep CI within its 30 minutes (docs/performance.md).
 */
export const WIDTHS = [375, 1280] as const;

/**
 * Waits until the page is as a visitor reads it: its finite animations (a dialog fading in, a panel sliding) have
 * ended, so axe measures colours after a fade, not halfway through it, and no modal is closing (the page behind a
 * closing modal stays inert until the modal is gone, and axe would find no main landmark and no h1). Endless (a
 * spinner) and paused animations are not waited for.
 */
async function pageSettled(page: Page) {
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running' && animation.effect?.getComputedTiming().endTime !== Infinity)
        .map((animation) => animation.finished.catch(() => undefined)),
    ),
  );
  await page.waitForFunction(() => !document.querySelector('[data-modal-root][inert]'));
}

/**
 * axe as the suite runs it: `axe.run` in the page itself (legacy mode) and only the violations' nodes collected. The
 * default mode finishes every run in a new page of its own, to merge the results of cross-origin frames, and lists the
 * nodes that passed: about 1.0–1.7 s of CPU a run against 0.3 s (docs/performance.md, "The test run"). The shop's only
 * frame is a brand's own shop inside the redeem shop's modal, a site that is not ours to check; axe still checks the
 * frame element (its title).
 */
const axeOf = (page: Page) => new AxeBuilder({ page }).setLegacyMode(true).options({ resultTypes: ['violations'] });

/** Fails with the list of violations, so a report names the rule, the node and the page. */
export async function expectNoAxeViolations(page: Page, context = '') {
  await pageSettled(page);
  const { violations } = await axeOf(page).analyze();
  const summary = violations.map((v) => `${v.id} (${v.impact}): ${v.nodes.map((n) => n.target.join(' ')).slice(0, 3).join(', ')}`);
  expect(summary, `axe violations ${context}`).toEqual([]);
}

interface Fixtures {
  /** GraphQL operations the page sent from the browser, by operation name. */
  graphqlCalls: string[];
  /** Console errors and uncaught exceptions of the page. */
  pageErrors: string[];
  /** Content-Security-Policy violations of the page and its frames; any one fails the test when it ends. */
  cspViolations: string[];
  /** Marks the promo pop-up as seen before any page script runs. */
  promoSeen: void;
}

declare global {
  interface Window {
    __reportCspViolation?: (text: string) => void;
  }
}

export const test = base.extend<Fixtures>({
  graphqlCalls: async ({ page }, use) => {
    const calls: string[] = [];
    page.on('request', (request) => {
      if (!new URL(request.url()).pathname.endsWith('/graphql')) return;
      const body = request.postData();
      const name = body ? (JSON.parse(body) as { operationName?: string }).operationName : new URL(request.url()).searchParams.get('operationName');
      calls.push(name ?? 'anonymous');
    });
    await use(calls);
  },
  pageErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => message.type() === 'error' && errors.push(message.text()));
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
  },
  promoSeen: [
    async ({ page }, use) => {
      // A sandboxed document (the redirect page to a brand) has no storage, and no pop-up to mark.
      const markSeen = (id: string) => {
        try {
          window.localStorage.setItem('giftshop.promoSeen', id);
        } catch {
          // no storage in this document
        }
      };
      if (promoId) await page.addInitScript(markSeen, promoId);
      await use();
    },
    { auto: true },
  ],
  cspViolations: [
    async ({ page }, use) => {
      const violations: string[] = [];
      await page.exposeBinding('__reportCspViolation', (_source, text: string) => void violations.push(text));
      await page.addInitScript(() =>
        document.addEventListener('securitypolicyviolation', (event) =>
          window.__reportCspViolation?.(`${event.effectiveDirective} blocked ${event.blockedURI || 'inline'} on ${event.documentURI} (${event.sourceFile}:${event.lineNumber})`),
        ),
      );
      page.on('console', (message) => message.text().includes('Content Security Policy') && violations.push(message.text()));
      await use(violations);
      expect(violations, 'Content-Security-Policy violations').toEqual([]);
    },
    { auto: true },
  ],
});

/** The page has hydrated, and so have its later parts (`hydrateLater`: the footer's newsletter form, the account menu). */
export async function waitForHydration(page: Page) {
  await page.waitForFunction(() => {
    const data = document.documentElement.dataset;
    return data['hydrated'] === 'true' && (data['laterParts'] ?? '0') === '0';
  });
}

export { expect };
