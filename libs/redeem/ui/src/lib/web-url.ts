/**
 * Whether brand data names a web page: an http(s) URL or a path on the store's own origin. Anything else (a
 * `javascript:` or `data:` URL) is never framed or navigated to.
 */
export const isWebUrl = (url: string | null | undefined): url is string => Boolean(url && (/^https?:\/\/[^/]/i.test(url) || /^\/(?!\/)/.test(url)));
