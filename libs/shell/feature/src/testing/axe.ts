// A copy of shell-ui's helper: libraries do not import each other's test files.
import axe from 'axe-core';

/**
 * axe in jsdom. color-contrast is off because jsdom computes no colours; page-level rules do not apply to a piece
 * rendered on its own (the whole shell is checked with them in shell-feature).
 */
export async function axeViolations(context: Element = document.body, { page = false } = {}) {
  const results = await axe.run(context, {
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: page },
      'landmark-one-main': { enabled: page },
      'page-has-heading-one': { enabled: false },
    },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
