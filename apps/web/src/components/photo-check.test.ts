// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { photoProblem } from './photo-check';

const file = (size: number, type: string, name = 'photo.jpg') => new File([new Uint8Array(size)], name, { type });

describe('photoProblem', () => {
  it('accepts a small JPEG', () => expect(photoProblem(file(1000, 'image/jpeg'))).toBeNull());
  it('refuses over 5 MB', () => expect(photoProblem(file(5 * 1024 * 1024 + 1, 'image/jpeg'))).toBe('fileTooLarge'));
  it('refuses a text file', () => expect(photoProblem(file(10, 'text/plain', 'notes.txt'))).toBe('invalidFileType'));
  it('accepts HEIC by name when the browser gives no type', () =>
    expect(photoProblem(file(10, '', 'IMG_1.HEIC'))).toBeNull());
});
