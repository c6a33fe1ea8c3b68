import { describe, expect, it } from 'vitest';
import { dishPhotoPath, parseDishPhotoFile } from './dish-photo.ts';
import { dishPhotoTypeOf } from './dish-photo-bytes.ts';

const bytes = (...values: number[]) => Uint8Array.from(values);
const ascii = (text: string) => Uint8Array.from(text, (c) => c.charCodeAt(0));

describe('what an uploaded photo is, by its bytes', () => {
  it('recognises JPEG, PNG and WebP signatures', () => {
    expect(dishPhotoTypeOf(bytes(0xff, 0xd8, 0xff, 0xe0, 0, 0x10))).toBe('image/jpeg');
    expect(dishPhotoTypeOf(bytes(0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0))).toBe(
      'image/png',
    );
    expect(dishPhotoTypeOf(ascii('RIFF\u0010\u0000\u0000\u0000WEBPVP8 '))).toBe('image/webp');
  });

  it('refuses anything else, whatever it claims to be', () => {
    expect(dishPhotoTypeOf(ascii('not a photo, just text'))).toBeNull();
    expect(dishPhotoTypeOf(ascii('GIF89a'))).toBeNull();
    expect(dishPhotoTypeOf(ascii('RIFF\u0010\u0000\u0000\u0000WAVEfmt '))).toBeNull();
    expect(dishPhotoTypeOf(ascii('<svg xmlns="http://www.w3.org/2000/svg"/>'))).toBeNull();
    expect(dishPhotoTypeOf(bytes(0x89, 0x50, 0x4e))).toBeNull();
    expect(dishPhotoTypeOf(bytes())).toBeNull();
  });
});

describe('a variant’s file name', () => {
  const id = '0b6c4a2e-9f1d-4c3b-8a7e-5d2f1e0c9b8a';

  it('reads back what dishPhotoPath writes', () => {
    const file = dishPhotoPath(id, 320, 'avif').split('/').pop() ?? '';
    expect(parseDishPhotoFile(file)).toEqual({ photoId: id, width: 320, format: 'avif' });
  });

  it('knows only the made widths and formats', () => {
    expect(parseDishPhotoFile(`${id}-321.webp`)).toBeNull();
    expect(parseDishPhotoFile(`${id}-640.png`)).toBeNull();
    expect(parseDishPhotoFile(`${id.toUpperCase()}-640.webp`)).toBeNull();
    expect(parseDishPhotoFile(`../${id}-640.webp`)).toBeNull();
    expect(parseDishPhotoFile('x-640.webp')).toBeNull();
  });
});
