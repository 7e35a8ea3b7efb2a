import { mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { dirname, join } from 'node:path';
import { API } from '@skazka/contract';
import { type Storage, assertKey } from './storage.js';
import type { UrlSigner } from './signed-url.js';

/** Media on local disk under `root`, served by the signed media route. */
export function localStorage(root: string, signer: UrlSigner): Storage {
  const pathOf = (key: string) => join(root, assertKey(key));
  return {
    async put(key, bytes) {
      const path = pathOf(key);
      await mkdir(dirname(path), { recursive: true });
      await writeFile(path, bytes);
    },
    async get(key) {
      try {
        return await readFile(pathOf(key));
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
        throw error;
      }
    },
    async delete(key) {
      await rm(pathOf(key), { force: true });
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`a prefix ends with "/": ${prefix}`);
      await rm(pathOf(prefix.slice(0, -1)), { recursive: true, force: true });
    },
    async url(key) {
      const { exp, sig } = signer.sign(assertKey(key));
      return `${API.media(key)}?exp=${exp}&sig=${sig}`;
    },
  };
}
