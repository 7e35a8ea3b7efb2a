import { act, renderHook } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { FADE_MS, useSleepTimer } from './use-sleep-timer';

describe('the sleep timer', () => {
  beforeEach(() => void vi.useFakeTimers());
  afterEach(() => void vi.useRealTimers());

  it('keeps the voice at full volume, fades it out over the last 30 s, then stops it and restores the volume', () => {
    const volumes: number[] = [];
    const stop = vi.fn();
    const { result } = renderHook(() => useSleepTimer((v) => volumes.push(v), stop));
    act(() => result.current.choose(5));
    expect(result.current.minutes).toBe(5);

    act(() => void vi.advanceTimersByTime(5 * 60_000 - FADE_MS - 1000));
    expect(volumes.at(-1)).toBe(1);
    act(() => void vi.advanceTimersByTime(FADE_MS / 2 + 1000));
    expect(volumes.at(-1)).toBeCloseTo(0.5, 1);
    act(() => void vi.advanceTimersByTime(FADE_MS / 2 - 500));
    expect(volumes.at(-1)).toBeLessThan(0.05);
    expect(stop).not.toHaveBeenCalled();

    act(() => void vi.advanceTimersByTime(1000));
    expect(stop).toHaveBeenCalledTimes(1);
    expect(volumes.at(-1)).toBe(1);
    expect(result.current.minutes).toBe(0);
  });

  it('turned off, never stops the voice', () => {
    const stop = vi.fn();
    const { result } = renderHook(() => useSleepTimer(() => undefined, stop));
    act(() => result.current.choose(5));
    act(() => result.current.choose(0));
    act(() => void vi.advanceTimersByTime(10 * 60_000));
    expect(stop).not.toHaveBeenCalled();
  });
});
