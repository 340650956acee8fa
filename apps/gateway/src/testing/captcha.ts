import { solveCaptcha as solve } from '@giftshop/gateway-captcha/testing';

/** Solves a challenge of the gateway's captcha route as the ALTCHA widget does, and answers the widget's payload. */
export async function solveCaptcha(base: string): Promise<string> {
  return solve(await (await fetch(`${base}/captcha/challenge`)).json());
}
