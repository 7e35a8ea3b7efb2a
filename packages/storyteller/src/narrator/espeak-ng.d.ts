// The `espeak-ng` package ships no types: this is the slice of its Emscripten module we use.
declare module 'espeak-ng' {
  interface ESpeakModule {
    FS: {
      writeFile(path: string, data: string | Uint8Array): void;
      readFile(path: string): Uint8Array;
    };
  }
  interface ESpeakOptions {
    arguments: string[];
    preRun?: Array<(module: ESpeakModule) => void>;
    print?: (line: string) => void;
    printErr?: (line: string) => void;
    /** WebAssembly imports, instance and module: our TypeScript libs do not declare those types. */
    instantiateWasm?: (imports: object, done: (instance: object, module: object) => void) => object;
  }
  export default function ESpeakNg(options: ESpeakOptions): Promise<ESpeakModule>;
}
