import axe from 'axe-core';

/**
 * axe in jsdom. color-contrast is off because jsdom computes no colours (the brand tokens' contrast is checked in
 * shared-ui's theme-contrast spec, real pages in the browser tests). Page-level rules (landmarks, one h1) apply only
 * when a whole page is checked: `{ page: true }`.
 */
export async function axeViolations(context: Element = document.body, { page = false } = {}) {
  const results = await axe.run(context, {
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: page },
      'landmark-one-main': { enabled: page },
      'page-has-heading-one': { enabled: page },
    },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
