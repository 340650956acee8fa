import type { GraphqlResult } from './test-app';
import { solveCaptcha } from './captcha';
import { UK_STORE } from './shopper';

export const PASSWORD = 'Tulip-Garden-42';

const REGISTER = `mutation Register($u: UserDataInput!, $i: RegisterUserInput!) { registerUser(userData: $u, input: $i) { status errors { code message referencedRequestParameter } } }`;

/** A browser over HTTP from its own address: keeps its cookies and sends the mutation header as the storefront does. */
export function accountVisitor(base: string, ip: string) {
  const cookies = new Map<string, string>();
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');
  const keep = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';', 1);
      const at = pair.indexOf('=');
      if (/Max-Age=0/.test(line)) cookies.delete(pair.slice(0, at));
      else cookies.set(pair.slice(0, at), pair.slice(at + 1));
    }
  };
  return {
    cookies,
    get cookie() {
      return cookieHeader() || null;
    },
    async graphql(query: string, variables: Record<string, unknown> = {}): Promise<GraphqlResult> {
      const cookie = cookieHeader();
      const response = await fetch(`${base}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': ip, 'x-bypass-mutations': '1', ...(cookie ? { cookie } : {}) },
        body: JSON.stringify({ query, variables }),
      });
      keep(response);
      return response.json();
    },
    /** A GET of a gateway path with the browser's cookies. */
    async get(path: string): Promise<Response> {
      const cookie = cookieHeader();
      const response = await fetch(`${base}${path}`, { headers: { 'x-forwarded-for': ip, ...(cookie ? { cookie } : {}) } });
      keep(response);
      return response;
    },
    /** Registers (and so logs in) a new account; answers its e-mail. */
    async register(email: string, firstName = 'Anna'): Promise<string> {
      const input = { firstName, lastName: 'Smith', email, password: PASSWORD, confirmPassword: PASSWORD, subscribed: false, captchaToken: await solveCaptcha(base) };
      const answer = await this.graphql(REGISTER, { u: UK_STORE, i: input });
      if (!answer.data?.registerUser?.status) throw new Error(`registerUser failed: ${JSON.stringify(answer)}`);
      return email;
    },
  };
}

export type AccountVisitor = ReturnType<typeof accountVisitor>;
