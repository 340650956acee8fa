import axe from 'axe-core';

/**
 * axe in jsdom. color-contrast is off because jsdom computes no colours (the brand tokens' contrast is checked in
 * shared-ui); page-level rules do not apply to a component rendered on its own.
 */
export async function axeViolations(context: Element = document.body) {
  const results = await axe.run(context, {
    rules: {
      'color-contrast': { enabled: false },
      region: { enabled: false },
      'landmark-one-main': { enabled: false },
      'page-has-heading-one': { enabled: false },
    },
  });
  return results.violations.map((violation) => `${violation.id}: ${violation.help} (${violation.nodes.map((node) => node.target.join(' ')).join(', ')})`);
}
