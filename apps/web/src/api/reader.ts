import { queryOptions } from '@tanstack/react-query';
import { API, type Narration, type QuestionPage, type Tale } from '@skazka/contract';
import { api } from '../lib/api-client';

export const taleViewQuery = (id: string) =>
  queryOptions({ queryKey: ['tales', id, 'view'], queryFn: ({ signal }) => api<Tale>(API.taleView(id), { signal }) });

/** The demo story comes in the reader's language, so the locale is part of its key. */
export const demoTaleQuery = (locale: string) =>
  queryOptions({ queryKey: ['demo-tale', locale], queryFn: ({ signal }) => api<Tale>(API.taleExample, { signal }) });

export const narrationQuery = (id: number, lang: string) =>
  queryOptions({ queryKey: ['tales', id, 'audio', lang], queryFn: ({ signal }) => api<Narration>(`${API.taleAudio(id)}?lang=${lang}`, { signal }), retry: 1 });

export const questionQuery = (id: number, page: number) =>
  queryOptions({ queryKey: ['tales', id, 'question', page], queryFn: ({ signal }) => api<QuestionPage>(`${API.taleQuestion(id)}?page=${page}`, { signal }), retry: 1 });
