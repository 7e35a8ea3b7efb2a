import { describe, expect, it } from 'vitest';
import { volumeControl, wakeAudio } from './audio-fade';

/** A window with a Web Audio stub that records the graph it is asked to build. */
function scopeWithWebAudio() {
  const graph = { sources: 0, gains: [] as Array<{ gain: { value: number } }>, resumed: 0, state: 'running' };
  class StubContext {
    destination = {};
    get state() {
      return graph.state;
    }
    createGain() {
      const node = { gain: { value: 1 }, connect: (next: unknown) => next };
      graph.gains.push(node);
      return node;
    }
    createMediaElementSource() {
      graph.sources++;
      return { connect: (next: unknown) => next };
    }
    resume() {
      graph.resumed++;
      graph.state = 'running';
      return Promise.resolve();
    }
  }
  const scope = { AudioContext: StubContext, location: window.location } as unknown as Window;
  return { scope, graph };
}

const narration = (src = '/media/tales/1/narration.mp3') => {
  const element = document.createElement('audio');
  element.src = src;
  return element;
};

describe('the sleep timer fade', () => {
  it('turns a Web Audio gain down, not the element volume iOS Safari ignores, and routes the element only once', () => {
    const { scope, graph } = scopeWithWebAudio();
    const element = narration();
    const setVolume = volumeControl(element, scope);
    setVolume(0.4);
    expect(graph.gains[0]!.gain.value).toBe(0.4);
    expect(element.volume).toBe(1);

    volumeControl(element, scope)(0);
    expect(graph.sources).toBe(1);
    expect(graph.gains[0]!.gain.value).toBe(0);
  });

  it('wakes a suspended audio context before playing, so the routed voice is heard', () => {
    const { scope, graph } = scopeWithWebAudio();
    const element = narration();
    volumeControl(element, scope);
    const resumedOnRouting = graph.resumed;
    graph.state = 'suspended';
    wakeAudio(element);
    expect(graph.resumed).toBe(resumedOnRouting + 1);
  });

  it('falls back to the element volume with no Web Audio, and for narration from another origin', () => {
    const none = narration();
    volumeControl(none, { location: window.location } as unknown as Window)(0.3);
    expect(none.volume).toBeCloseTo(0.3);

    const { scope, graph } = scopeWithWebAudio();
    const elsewhere = narration('https://bucket.example.net/narration.mp3');
    volumeControl(elsewhere, scope)(0.2);
    expect(graph.sources).toBe(0);
    expect(elsewhere.volume).toBeCloseTo(0.2);
  });

  it('falls back when the browser refuses the routing', () => {
    const { scope } = scopeWithWebAudio();
    const Refusing = class {
      constructor() {
        throw new Error('NotSupportedError');
      }
    };
    const element = narration();
    volumeControl(element, { ...scope, AudioContext: Refusing, location: window.location } as unknown as Window)(0.5);
    expect(element.volume).toBeCloseTo(0.5);
  });
});
