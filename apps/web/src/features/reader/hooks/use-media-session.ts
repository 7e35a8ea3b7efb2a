import { useEffect, useRef } from 'react';

interface MediaSessionInput {
  title: string;
  artist: string;
  cover: string | null;
  playing: boolean;
  play(): void;
  pause(): void;
  previousPage(): void;
  nextPage(): void;
}

/** The lock screen and headphones show the tale and drive it: play, pause, and previous/next page as the track buttons. */
export function useMediaSession({ title, artist, cover, playing, ...actions }: MediaSessionInput) {
  const latest = useRef(actions);
  latest.current = actions;

  useEffect(() => {
    if (!('mediaSession' in navigator)) return;
    const session = navigator.mediaSession;
    const absolute = cover ? new URL(cover, location.href).href : null;
    session.metadata = new MediaMetadata({
      title,
      artist,
      artwork: absolute ? [{ src: absolute, sizes: '1024x768', type: 'image/webp' }] : [],
    });
    const handlers: Array<[MediaSessionAction, () => void]> = [
      ['play', () => latest.current.play()],
      ['pause', () => latest.current.pause()],
      ['previoustrack', () => latest.current.previousPage()],
      ['nexttrack', () => latest.current.nextPage()],
    ];
    for (const [action, handler] of handlers) session.setActionHandler(action, handler);
    return () => {
      session.metadata = null;
      for (const [action] of handlers) session.setActionHandler(action, null);
    };
  }, [title, artist, cover]);

  useEffect(() => {
    if ('mediaSession' in navigator) navigator.mediaSession.playbackState = playing ? 'playing' : 'paused';
  }, [playing]);
}
