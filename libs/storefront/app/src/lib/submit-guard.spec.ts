/**
 * @jest-environment jsdom
 */
import { SUBMIT_GUARD_SCRIPT } from './submit-guard';

const root = document.documentElement;
const submitted: { form: string; button: string | undefined; prevented: boolean }[] = [];

/** What the page's own handlers do once hydrated: take the submission in the bubbling phase. */
document.addEventListener('submit', (event) => {
  const form = event.target as HTMLFormElement;
  submitted.push({ form: form.id, button: (event.submitter as HTMLButtonElement | null)?.name, prevented: event.defaultPrevented });
  event.preventDefault();
});
window.eval(SUBMIT_GUARD_SCRIPT);

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

function form(id: string, attributes = '') {
  document.body.insertAdjacentHTML(
    'beforeend',
    `<form id="${id}" ${attributes}><input name="email" value="anna@example.co.uk"><button name="go">Go</button><button name="other">Other</button></form>`,
  );
  return document.getElementById(id) as HTMLFormElement;
}
const click = (form: HTMLFormElement, name: string) => (form.querySelector(`button[name=${name}]`) as HTMLButtonElement).click();

afterEach(() => {
  submitted.length = 0;
  delete root.dataset['hydrated'];
  delete root.dataset['laterParts'];
  document.body.replaceChildren();
});

it('stops a form without an action before hydration and sends it again, with the same button, once the page is interactive', async () => {
  const login = form('login');
  click(login, 'other');
  expect(submitted).toEqual([{ form: 'login', button: 'other', prevented: true }]);

  submitted.length = 0;
  root.dataset['laterParts'] = '1';
  root.dataset['hydrated'] = 'true';
  await flush();
  expect(submitted).toEqual([]);

  root.dataset['laterParts'] = '0';
  await flush();
  expect(submitted).toEqual([{ form: 'login', button: 'other', prevented: false }]);
});

it('treats an action of "#" as no action of its own', async () => {
  click(form('purchase', 'action="#"'), 'go');
  expect(submitted[0]?.prevented).toBe(true);
});

it('lets a form with an action of its own submit natively, and every form once hydrated', async () => {
  click(form('search', 'method="get" action="/search/"'), 'go');
  root.dataset['hydrated'] = 'true';
  click(form('newsletter'), 'go');
  expect(submitted).toEqual([
    { form: 'search', button: 'go', prevented: false },
    { form: 'newsletter', button: 'go', prevented: false },
  ]);
});

it('drops a waiting submission whose form left the page', async () => {
  const dialog = form('dialog');
  click(dialog, 'go');
  dialog.remove();
  submitted.length = 0;
  root.dataset['hydrated'] = 'true';
  await flush();
  expect(submitted).toEqual([]);
});
