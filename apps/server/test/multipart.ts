import { randomBytes } from 'node:crypto';

/** A multipart/form-data body with one file part, as a browser would send it. */
export function multipart(bytes: Buffer, filename = 'photo.jpg', contentType = 'image/jpeg', field = 'file') {
  const boundary = `----skazka${randomBytes(8).toString('hex')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), bytes, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
