import { useStore as useReduxStore } from 'react-redux';
import { useApolloSource, useStore } from '@giftshop/shared-data-access';

export const STATE_IDS = { apollo: '__APOLLO_STATE__', redux: '__REDUX_STATE__', settings: '__STORE_SETTINGS__' } as const;

/** JSON safe inside a <script>: no closing tags, no HTML comments. */
export const serializeState = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');

export function readState<T>(id: string): T | undefined {
  const text = document.getElementById(id)?.textContent;
  return text ? (JSON.parse(text) as T) : undefined;
}

function StateScript({ id, value, nonce }: { id: string; value: () => unknown; nonce: string | undefined }) {
  // In the browser the script keeps the server's text: hydration must not rewrite it.
  const text = typeof document === 'undefined' ? serializeState(value()) : (document.getElementById(id)?.textContent ?? '');
  return <script id={id} type="application/json" nonce={nonce} suppressHydrationWarning dangerouslySetInnerHTML={{ __html: text }} />;
}

/**
 * The server's Apollo cache when a page's loaders filled it (pages read through Apollo); catalogue pages read their
 * loaders' answers, which React Router hands over itself, so they send none. The browser keeps what the server sent.
 */
function useApolloState(): Record<string, unknown> | null {
  const { client } = useApolloSource();
  if (typeof document !== 'undefined') return document.getElementById(STATE_IDS.apollo) ? {} : null;
  const state = client?.extract() as Record<string, unknown> | undefined;
  return state && Object.keys(state).length > 0 ? state : null;
}

/**
 * Hands the server's Apollo cache (when there is one), Redux state and store settings to the browser. Rendered last
 * in <body>, after every loader has filled the cache, so hydration finds every query answered and sends none.
 */
export function StateScripts({ nonce }: { nonce?: string }) {
  const apollo = useApolloState();
  const redux = useReduxStore();
  const settings = useStore();
  return (
    <>
      {apollo && <StateScript id={STATE_IDS.apollo} nonce={nonce} value={() => apollo} />}
      <StateScript id={STATE_IDS.redux} nonce={nonce} value={() => redux.getState()} />
      <StateScript id={STATE_IDS.settings} nonce={nonce} value={() => settings} />
    </>
  );
}
