/**
 * Runs first in the document's <head>, before any form is on the screen. Until the page has hydrated (and every part
 * hydrated later with it: `data-hydrated`, `data-later-parts`), a form without an action of its own would submit
 * natively: by GET to the page's own URL, with its fields (an e-mail address, a card number and PIN) in the address
 * bar, the history and the server's access log. The guard stops such a submission and sends it again, with the same
 * button, once the page is interactive, where the form's own handler takes it. Forms with a real `action` (search,
 * list filters) submit natively as before: they work without JavaScript.
 *
 * Plain ES5 text, not a bundled function: the document carries it inline, and its hash is in the page's CSP.
 */
export const SUBMIT_GUARD_SCRIPT = `(function (d) {
  var root = d.documentElement, waiting = null;
  function interactive() {
    return root.getAttribute('data-hydrated') === 'true' && !Number(root.getAttribute('data-later-parts') || 0);
  }
  d.addEventListener('submit', function (event) {
    var form = event.target, action = form.getAttribute('action');
    if (interactive() || (action && action.charAt(0) !== '#')) return;
    event.preventDefault();
    waiting = { form: form, submitter: event.submitter || null };
  }, true);
  new MutationObserver(function () {
    if (!waiting || !interactive()) return;
    var form = waiting.form, submitter = waiting.submitter;
    waiting = null;
    if (!form.isConnected) return;
    if (submitter && submitter.isConnected && submitter.form === form) form.requestSubmit(submitter);
    else form.requestSubmit();
  }).observe(root, { attributes: true, attributeFilter: ['data-hydrated', 'data-later-parts'] });
})(document);`;
