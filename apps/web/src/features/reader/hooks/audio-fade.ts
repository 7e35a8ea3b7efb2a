/**
 * The narration's volume, for the sleep timer's fade. iOS Safari ignores a media element's
 * `volume` (the device's buttons own it), so where Web Audio exists the element is routed
 * through a gain node and the fade turns that down instead; elsewhere, and for narration
 * from another origin (Web Audio would hear only silence from it without CORS), the
 * element's own volume is the fallback.
 */
export type SetVolume = (volume: number) => void;

type AudioContextClass = new () => AudioContext;

// An element can be routed into Web Audio only once: the same gain serves every later fade.
const routed = new WeakMap<HTMLMediaElement, { setVolume: SetVolume; context: AudioContext }>();

function audioContextClass(scope: Window): AudioContextClass | undefined {
  return (
    (scope as { AudioContext?: AudioContextClass }).AudioContext ??
    (scope as { webkitAudioContext?: AudioContextClass }).webkitAudioContext
  );
}

/**
 * A volume control for `element`. Call it from a tap (choosing the sleep timer): a browser
 * starts an audio context only then, and one that stayed suspended would silence the voice.
 */
export function volumeControl(element: HTMLMediaElement, scope: Window = window): SetVolume {
  const known = routed.get(element);
  if (known) return known.setVolume;
  const fallback: SetVolume = (volume) => void (element.volume = volume);
  const Context = audioContextClass(scope);
  const source = element.currentSrc || element.src;
  if (!Context || !source || new URL(source, scope.location.href).origin !== scope.location.origin) return fallback;
  try {
    const context = new Context();
    const gain = context.createGain();
    context.createMediaElementSource(element).connect(gain).connect(context.destination);
    void context.resume().catch(() => undefined);
    const setVolume: SetVolume = (volume) => void (gain.gain.value = volume);
    routed.set(element, { setVolume, context });
    return setVolume;
  } catch {
    return fallback;
  }
}

/** Before playing: an audio context the system suspended (a call, another app's sound) would keep the routed voice silent. */
export function wakeAudio(element: HTMLMediaElement): void {
  const context = routed.get(element)?.context;
  if (context?.state === 'suspended') void context.resume().catch(() => undefined);
}
