import { API } from '@skazka/contract';
import { describe, expect, it } from 'vitest';
import { routePattern } from './route-helpers.js';

describe('routePattern', () => {
  it('turns a contract path with an id into a Fastify route', () => {
    expect(routePattern(API.child)).toBe('/api/child/:id/');
    expect(routePattern(API.childUpload)).toBe('/api/child/:id/upload_image/');
  });

  it('names the parameter, even where the contract encodes it', () => {
    expect(routePattern(API.passwordSetByLink, 'token')).toBe('/password/:token/');
    expect(routePattern(API.sharedAudio, 'token')).toBe('/api/shared/:token/audio_speech/');
  });
});
