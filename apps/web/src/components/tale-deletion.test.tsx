import { act, render, screen, fireEvent, cleanup } from '@testing-library/react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { I18nextProvider } from 'react-i18next';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { i18n, initI18n } from '../lib/i18n';
import { UNDO_WINDOW_MS, pendingTaleDeletions } from '../lib/pending-tale-deletions';
import { TaleDeletionToasts } from './TaleDeletionToasts';

const deletes = () =>
  (fetch as unknown as ReturnType<typeof vi.fn>).mock.calls
    .filter(([, init]) => (init as RequestInit | undefined)?.method === 'DELETE')
    .map(([url]) => url);

describe('deleting a tale', () => {
  beforeAll(() => initI18n());
  beforeEach(() => {
    vi.useFakeTimers();
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response(null, { status: 204 })),
    );
    render(
      <QueryClientProvider client={new QueryClient()}>
        <I18nextProvider i18n={i18n}>
          <TaleDeletionToasts />
        </I18nextProvider>
      </QueryClientProvider>,
    );
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it('sends the delete only when the undo window closes', async () => {
    act(() => pendingTaleDeletions.add({ id: 7, title: 'The Brave Hedgehog' }));
    expect(screen.getByRole('status').textContent).toContain('The Brave Hedgehog');
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS - 100));
    expect(deletes()).toEqual([]);
    await act(() => vi.advanceTimersByTimeAsync(200));
    expect(deletes()).toEqual(['/api/tale/7/']);
    expect(pendingTaleDeletions.list()).toEqual([]);
  });

  it('sends nothing when the parent undoes it', async () => {
    act(() => pendingTaleDeletions.add({ id: 8, title: 'The Lost Star' }));
    fireEvent.click(screen.getByRole('button'));
    await act(() => vi.advanceTimersByTimeAsync(UNDO_WINDOW_MS * 2));
    expect(deletes()).toEqual([]);
    expect(screen.queryByRole('status')).toBeNull();
  });
});
