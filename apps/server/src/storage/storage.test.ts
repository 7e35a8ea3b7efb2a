import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { redactUrl } from '../lib/log-redaction.js';
import { localStorage } from './local-storage.js';
import { urlSigner } from './signed-url.js';

describe('signed media URLs', () => {
  const signer = urlSigner('s'.repeat(32));
  it('verify only for the same key, before expiry, with the same secret', () => {
    const now = 1_700_000_000;
    const { exp, sig } = signer.sign('children/1/a.jpg', now);
    // A URL lives one to two hours: a reading session, not a day (README "Media links").
    expect(exp).toBeGreaterThan(now + 3600 - 1);
    expect(exp).toBeLessThanOrEqual(now + 2 * 3600);
    expect(signer.verify('children/1/a.jpg', exp, sig, now)).toBe(true);
    expect(signer.verify('children/2/a.jpg', exp, sig, now)).toBe(false);
    expect(signer.verify('children/1/a.jpg', exp, sig, exp + 1)).toBe(false);
    expect(urlSigner('t'.repeat(32)).verify('children/1/a.jpg', exp, sig, now)).toBe(false);
    // The same URL for a whole window, so browsers cache it.
    expect(signer.sign('children/1/a.jpg', now + 60)).toEqual({ exp, sig });
  });
});

describe('local storage', () => {
  it('puts, gets, deletes by key and by folder, refusing keys that leave its root', async () => {
    const storage = localStorage(mkdtempSync(join(tmpdir(), 'skazka-media-')), urlSigner('s'.repeat(32)));
    await storage.put('tales/1/page-1.png', Buffer.from('one'), 'image/png');
    await storage.put('tales/1/page-2.png', Buffer.from('two'), 'image/png');
    await storage.put('tales/12/page-1.png', Buffer.from('other'), 'image/png');
    expect((await storage.get('tales/1/page-2.png'))?.toString()).toBe('two');
    await storage.delete('tales/1/page-2.png');
    expect(await storage.get('tales/1/page-2.png')).toBeNull();
    await storage.deletePrefix('tales/1/');
    expect(await storage.get('tales/1/page-1.png')).toBeNull();
    expect((await storage.get('tales/12/page-1.png'))?.toString()).toBe('other');
    expect(await storage.url('tales/12/page-1.png')).toMatch(/^\/api\/media\/tales\/12\/page-1\.png\?exp=\d+&sig=/);
    await expect(storage.get('../secret')).rejects.toThrow();
    await expect(storage.put('/etc/x', Buffer.from(''), 'text/plain')).rejects.toThrow();
    await expect(storage.deletePrefix('tales')).rejects.toThrow();
  });
});

describe('log redaction', () => {
  it('cuts reset tokens and signatures out of logged URLs', () => {
    expect(redactUrl('/password/abc123/')).toBe('/password/[redacted]/');
    expect(redactUrl('/api/media/a.jpg?exp=1&sig=xyz')).toBe('/api/media/a.jpg?exp=1&sig=[redacted]');
  });
});
