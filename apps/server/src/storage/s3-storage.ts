import { Disk } from 'flydrive';
import { S3Driver } from 'flydrive/drivers/s3';
import { API } from '@skazka/contract';
import type { UrlSigner } from './signed-url.js';
import { type Storage, assertKey } from './storage.js';

export interface S3Options {
  bucket: string;
  endpoint?: string;
  region: string;
  accessKeyId?: string;
  secretAccessKey?: string;
  forcePathStyle: boolean;
  prefix: string;
}

/** A missing object: flydrive wraps the SDK's error, whose name or status tells. */
function isMissing(error: unknown): boolean {
  const cause = (error as { cause?: { name?: string; $metadata?: { httpStatusCode?: number } } }).cause;
  return cause?.name === 'NoSuchKey' || cause?.name === 'NotFound' || cause?.$metadata?.httpStatusCode === 404;
}

/**
 * Media in an S3-compatible bucket through flydrive, served by the same signed media
 * route as local files: the bucket stays private and range requests work the same.
 */
export function s3Storage(options: S3Options, signer: UrlSigner): Storage {
  const driver = new S3Driver({
    bucket: options.bucket,
    region: options.region,
    endpoint: options.endpoint,
    forcePathStyle: options.forcePathStyle,
    credentials:
      options.accessKeyId && options.secretAccessKey
        ? { accessKeyId: options.accessKeyId, secretAccessKey: options.secretAccessKey }
        : undefined,
    visibility: 'private',
    // Many S3-compatible services have no ACLs, and checksums on streamed puts fail on some.
    supportsACL: false,
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  const disk = new Disk(driver);
  const objectKey = (key: string) => `${options.prefix}${assertKey(key)}`;
  return {
    async put(key, bytes, contentType) {
      await disk.put(objectKey(key), bytes, { contentType });
    },
    async get(key) {
      try {
        return Buffer.from(await disk.getBytes(objectKey(key)));
      } catch (error) {
        if (isMissing(error)) return null;
        throw error;
      }
    },
    async delete(key) {
      await disk.delete(objectKey(key));
    },
    async deletePrefix(prefix) {
      if (!prefix.endsWith('/')) throw new Error(`a prefix ends with "/": ${prefix}`);
      // S3 prefixes are plain string prefixes: only the trailing slash keeps `tales/1/` from
      // taking `tales/12/`, and Disk#deleteAll strips it, so this goes to the driver itself.
      await driver.deleteAll(`${objectKey(prefix.slice(0, -1))}/`);
    },
    async url(key) {
      const { exp, sig } = signer.sign(assertKey(key));
      return `${API.media(key)}?exp=${exp}&sig=${sig}`;
    },
  };
}
