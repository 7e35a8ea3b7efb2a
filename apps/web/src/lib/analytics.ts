/**
 * Product analytics through PostHog, off unless VITE_POSTHOG_KEY is set at
 * build time; the library is only downloaded when it is on.
 */
type PostHog = typeof import('posthog-js').default;

const key = import.meta.env.VITE_POSTHOG_KEY as string | undefined;
const host = (import.meta.env.VITE_POSTHOG_HOST as string | undefined) ?? 'https://eu.i.posthog.com';
let client: Promise<PostHog | null> | null = null;

function posthog(): Promise<PostHog | null> {
  if (!key) return Promise.resolve(null);
  client ??= import('posthog-js').then(({ default: ph }) => {
    ph.init(key, { api_host: host, capture_pageview: false, persistence: 'localStorage' });
    return ph;
  });
  return client;
}

export const analytics = {
  pageChanged(from: string, to: string) {
    void posthog().then((ph) => ph?.capture('page_changed', { from, to }));
  },
  identify(userId: number) {
    void posthog().then((ph) => ph?.identify(String(userId)));
  },
  reset() {
    void posthog().then((ph) => ph?.reset());
  },
};
