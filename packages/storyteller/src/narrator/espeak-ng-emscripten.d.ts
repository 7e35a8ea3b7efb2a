// The package ships no types: this is the slice of its Emscripten module we use.
declare module '@echogarden/espeak-ng-emscripten' {
  export interface ESpeakEvent {
    type:
      'sentence' | 'word' | 'phoneme' | 'end' | 'mark' | 'play' | 'msg_terminated' | 'list_terminated' | 'samplerate';
    /** 1-based, in code points of the text given. */
    text_position: number;
    /** In code points. */
    word_length: number;
    /** Milliseconds from the start of this call's audio. */
    audio_position: number;
  }
  export interface ESpeakNGWorker {
    set_voice(name: string): number;
    set_rate(rate: number): number;
    set_pitch(pitch: number): number;
    /** Calls back with each block of 16-bit samples and its events; returning true stops the synthesis. */
    synthesize(text: string, callback: (samples: Int16Array, events: ESpeakEvent[]) => boolean): void;
  }
  export interface ESpeakModule {
    eSpeakNGWorker: new () => ESpeakNGWorker;
  }
  export default function init(): Promise<ESpeakModule>;
}
