import axe from 'axe-core';

// jsdom has no canvas; axe then skips its icon-ligature check instead of logging "not implemented" errors.
HTMLCanvasElement.prototype.getContext = (() => null) as typeof HTMLCanvasElement.prototype.getContext;

/**
 * axe in jsdom. color-contrast is off because jsdom computes no colours; contrast is checked against the brand
 * tokens in theme-contrast.spec.ts instead. Page-level rules do not apply to a component rendered on its own.
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
