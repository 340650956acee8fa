import { createContext } from 'react';

/**
 * How every captcha of the app looks: `hideBadge` (the brand toggle hideCaptchaBadge) hides the widget's ALTCHA logo
 * and attribution footer and says in the store's own text what protects the form. A module of its own: the app's
 * providers set it on every page, and pages without a captcha do not load the field.
 */
export const CaptchaOptions = createContext<{ hideBadge: boolean }>({ hideBadge: false });
export const CaptchaOptionsProvider = CaptchaOptions.Provider;
