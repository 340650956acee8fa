import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router';
import { useNewsletterActions } from '@giftshop/account-data-access';
import { AppLink, Button, Page, PageIntro, PageTitle } from '@giftshop/shared-ui';
import { useMessages, useRoutes } from '@giftshop/util-i18n';
import { newsletterPageMessages } from './messages';

type State = { kind: 'idle' | 'busy' | 'done' } | { kind: 'failed'; message: string };

function HomeLink() {
  const m = useMessages(newsletterPageMessages);
  const routes = useRoutes();
  return (
    <p>
      <AppLink href={routes.path('home')}>{m.home}</AppLink>
    </p>
  );
}

/**
 * `/newsletter/confirm/?token=…` from the double opt-in e-mail: the browser confirms once the page has loaded, so a
 * mail scanner that fetches the link without running scripts confirms nothing.
 */
export function NewsletterConfirmPage() {
  const m = useMessages(newsletterPageMessages);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { confirm } = useNewsletterActions();
  const [state, setState] = useState<State>({ kind: token ? 'busy' : 'idle' });
  const asked = useRef(false);
  useEffect(() => {
    if (!token || asked.current) return;
    asked.current = true;
    void confirm(token).then((outcome) =>
      setState(outcome.ok ? { kind: 'done' } : { kind: 'failed', message: outcome.errors[0]?.message || m.failed }),
    );
  }, [token, confirm, m.failed]);
  return (
    <Page>
      <PageTitle>{m.confirm.heading}</PageTitle>
      <div role="status">
        {!token && <PageIntro>{m.confirm.missingToken}</PageIntro>}
        {state.kind === 'busy' && <PageIntro>{m.confirm.confirming}</PageIntro>}
        {state.kind === 'done' && <PageIntro>{m.confirm.confirmed}</PageIntro>}
        {state.kind === 'failed' && <PageIntro>{state.message}</PageIntro>}
      </div>
      <HomeLink />
    </Page>
  );
}

/** `/newsletter/unsubscribe/?token=…` from a marketing e-mail: one button; mail clients' one-click POST goes to the route's action. */
export function NewsletterUnsubscribePage({ done: doneOnServer = false }: { done?: boolean }) {
  const m = useMessages(newsletterPageMessages);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const { unsubscribe } = useNewsletterActions();
  const [state, setState] = useState<State>({ kind: doneOnServer ? 'done' : 'idle' });
  const submit = async () => {
    setState({ kind: 'busy' });
    const outcome = await unsubscribe(token);
    setState(outcome.ok ? { kind: 'done' } : { kind: 'failed', message: outcome.errors[0]?.message || m.failed });
  };
  return (
    <Page>
      <PageTitle>{m.unsubscribe.heading}</PageTitle>
      <div role="status">
        {state.kind === 'done' && <PageIntro>{m.unsubscribe.done}</PageIntro>}
        {state.kind === 'failed' && <PageIntro>{state.message}</PageIntro>}
      </div>
      {!token && <PageIntro>{m.unsubscribe.missingToken}</PageIntro>}
      {token && state.kind !== 'done' && (
        <>
          <PageIntro>{m.unsubscribe.intro}</PageIntro>
          <Button type="button" onClick={() => void submit()} loading={state.kind === 'busy'}>
            {m.unsubscribe.submit}
          </Button>
        </>
      )}
      <HomeLink />
    </Page>
  );
}
