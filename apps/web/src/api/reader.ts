import { queryOptions } from '@tanstack/react-query';
import { API, PAGES, type Narration, type QuestionPage, type Tale } from '@skazka/contract';
import { api } from '../lib/api-client';

/** Statuses in which a tale is still being finished: its view is refreshed until narration and print arrive. */
const FINISHING = new Set<Tale['status']>(['queued', 'writing', 'illustrating', 'narrating', 'typesetting']);
const FINISHING_POLL_MS = 4000;

export const taleViewQuery = (id: string) =>
  queryOptions({
    queryKey: ['tales', id, 'view'],
    queryFn: ({ signal }) => api<Tale>(API.taleView(id), { signal }),
    networkMode: 'offlineFirst',
    refetchInterval: (query) =>
      query.state.data && FINISHING.has(query.state.data.status) ? FINISHING_POLL_MS : false,
  });

/** The demo story comes in the reader's language, so the locale is part of its key. */
export const demoTaleQuery = (locale: string) =>
  queryOptions({ queryKey: ['demo-tale', locale], queryFn: ({ signal }) => api<Tale>(API.taleExample, { signal }) });

export const sharedTaleQuery = (token: string) =>
  queryOptions({
    queryKey: ['shared', token],
    queryFn: ({ signal }) => api<Tale>(API.shared(token), { signal }),
    retry: false,
    networkMode: 'offlineFirst',
  });

// Reader queries are 'offlineFirst': with no network they still ask once, and the service worker answers with a kept tale.

/** Where a reader gets a tale's narration and questions: the owner's (and the demo's) paths, or a share link's. */
export interface TaleSource {
  /** Names the tale on this device (remembered position, kept copy). */
  key: string;
  /** The tale's own API path and the reader's page for it. */
  view: string;
  page: string;
  narration: (lang: string) => string;
  question: (page: number) => string;
}

export const ownedSource = (id: number): TaleSource => ({
  key: `tale-${id}`,
  view: API.taleView(id),
  page: PAGES.story(id),
  narration: (lang) => `${API.taleAudio(id)}?lang=${lang}`,
  question: (page) => `${API.taleQuestion(id)}?page=${page}`,
});

export const sharedSource = (token: string): TaleSource => ({
  key: `shared-${token}`,
  view: API.shared(token),
  page: PAGES.shared(token),
  narration: (lang) => `${API.sharedAudio(token)}?lang=${lang}`,
  question: (page) => `${API.sharedQuestion(token)}?page=${page}`,
});

export const narrationQuery = (source: TaleSource, lang: string) =>
  queryOptions({
    queryKey: ['narration', source.key, lang],
    queryFn: ({ signal }) => api<Narration>(source.narration(lang), { signal }),
    retry: 1,
    networkMode: 'offlineFirst',
  });

export const questionQuery = (source: TaleSource, page: number) =>
  queryOptions({
    queryKey: ['question', source.key, page],
    queryFn: ({ signal }) => api<QuestionPage>(source.question(page), { signal }),
    retry: 1,
    networkMode: 'offlineFirst',
  });
