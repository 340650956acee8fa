/**
 * Loading hints for an image (LCP): the first images of a page load eagerly with high priority, everything else
 * lazily. Width and height always go on the <img> so the browser reserves the space.
 */
export const imageLoading = (priority: boolean | undefined) =>
  priority ? ({ loading: 'eager', fetchPriority: 'high' } as const) : ({ loading: 'lazy', decoding: 'async' } as const);

/** Card art from the gateway is 340 × 214 (a payment card's proportions). */
export const CARD_ART = { width: 340, height: 214 } as const;
