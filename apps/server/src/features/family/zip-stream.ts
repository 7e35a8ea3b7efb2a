import { PassThrough } from 'node:stream';
import { Zip, ZipDeflate, ZipPassThrough } from 'fflate';

/**
 * A ZIP written file by file into a stream: each file's bytes are handed over and
 * released before the next is read, and writing waits while the reader is behind,
 * so memory holds about one file, not the archive.
 */
export function zipStream() {
  const stream = new PassThrough();
  const zip = new Zip((error, chunk, final) => {
    if (error) return void stream.destroy(error);
    stream.write(chunk);
    if (final) stream.end();
  });

  const caughtUp = () =>
    new Promise<void>((resolve) => {
      if (!stream.writableNeedDrain || stream.destroyed) return resolve();
      const done = () => {
        stream.off('drain', done).off('close', done);
        resolve();
      };
      stream.on('drain', done).on('close', done);
    });

  return {
    stream,
    /** False once the reader went away: the caller stops reading media. */
    get open() {
      return !stream.destroyed;
    },
    /** Media are compressed already and go in stored; JSON is deflated. */
    async add(name: string, bytes: Uint8Array, compress = false) {
      const file = compress ? new ZipDeflate(name, { level: 6 }) : new ZipPassThrough(name);
      zip.add(file);
      file.push(bytes, true);
      await caughtUp();
    },
    addJson(name: string, value: unknown) {
      return this.add(name, new TextEncoder().encode(`${JSON.stringify(value, null, 2)}\n`), true);
    },
    end() {
      zip.end();
    },
  };
}

export type ZipWriter = ReturnType<typeof zipStream>;
