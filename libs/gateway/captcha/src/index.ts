export {
  createCaptcha,
  DEFAULT_CAPTCHA_EXPIRES_IN_SECONDS,
  DEFAULT_CAPTCHA_MAX_NUMBER,
  DEV_CAPTCHA_HMAC_KEY,
  type Captcha,
  type CaptchaOptions,
} from './lib/captcha';
export { CAPTCHA_CHALLENGE_PATH } from './lib/challenge-route';
