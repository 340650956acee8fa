import { solveChallenge, type Challenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/sha';

/** Solves a challenge of `GET /captcha/challenge` as the ALTCHA widget does and answers the token the widget submits. */
export async function solveCaptcha(challenge: Challenge): Promise<string> {
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('The captcha challenge has no solution.');
  return Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
}
