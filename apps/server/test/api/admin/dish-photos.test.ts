import { DISH_MSG, photoTooLargeMessage } from '@fitthali/domain/dish-messages';
import { DISH_PHOTO_WIDTHS, dishPhoto } from '@fitthali/domain/dish-photo';
import { MSG } from '@fitthali/domain/messages';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dishes, dishPhotos, dishPhotoVariants } from '../../../src/db/schema/dishes.ts';
import { adminToken } from '../../factories/admin.ts';
import { bearer, signupUser } from '../../factories/users.ts';
import { createTestApp, type TestApp } from '../../helpers/test-app.ts';

let t: TestApp;
let admin: string;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminToken(t.app);
});
afterAll(async () => {
  await t.close();
});

let made = 0;
async function newDish(): Promise<string> {
  made += 1;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/dishes',
    headers: bearer(admin),
    payload: {
      name: `Photo dish ${made}`,
      diet: 'veg',
      calories: 300,
      protein: 10,
      carbs: 40,
      fat: 8,
      fibre: 5,
      allergens: [],
      tags: [],
    },
  });
  expect(res.statusCode, res.body).toBe(201);
  return res.json().dish._id;
}

function upload(dishId: string, body: Buffer, contentType: string, token: string | null = admin) {
  return t.app.inject({
    method: 'POST',
    url: `/api/admin/dishes/${dishId}/photo`,
    headers: { 'content-type': contentType, ...(token ? bearer(token) : {}) },
    payload: body,
  });
}

/** A photo whose left half is red and right half blue, `width` × `height` as stored. */
function halves(width: number, height: number) {
  const half = Math.floor(width / 2);
  return sharp({
    create: { width, height, channels: 3, background: { r: 0, g: 0, b: 255 } },
  }).composite([
    {
      input: {
        create: { width: half, height, channels: 3, background: { r: 255, g: 0, b: 0 } },
      },
      left: 0,
      top: 0,
    },
  ]);
}

/** The colour at (x, y) of an encoded image. */
async function pixel(image: Buffer, x: number, y: number) {
  const { data, info } = await sharp(image).raw().toBuffer({ resolveWithObject: true });
  const at = (y * info.width + x) * info.channels;
  return { r: data[at] ?? 0, g: data[at + 1] ?? 0, b: data[at + 2] ?? 0 };
}
const isRed = (c: { r: number; b: number }) => c.r > 200 && c.b < 60;
const isBlue = (c: { r: number; b: number }) => c.b > 200 && c.r < 60;

describe('POST /api/admin/dishes/{id}/photo', () => {
  it('is the admin’s: 401 signed out, 403 for a customer, before the body is read', async () => {
    const dish = await newDish();
    const png = await halves(40, 30).png().toBuffer();
    const anonymous = await upload(dish, png, 'image/png', null);
    expect(anonymous.statusCode).toBe(401);
    expect(anonymous.json()).toEqual({ success: false, message: MSG.loginRequired });
    const { token } = await signupUser(t.app);
    const customer = await upload(dish, Buffer.alloc(20 * 1024 * 1024), 'image/png', token);
    expect(customer.statusCode).toBe(403);
    expect(customer.json()).toEqual({ success: false, message: MSG.adminOnly });
    expect(await t.app.db.select().from(dishPhotos).where(eq(dishPhotos.dishId, dish))).toEqual([]);
  });

  it('refuses a file that is not an image whatever its Content-Type says (400)', async () => {
    const dish = await newDish();
    for (const [body, type] of [
      [Buffer.from('just some text, not a photo'), 'image/png'],
      [Buffer.from('GIF89a\u0001\u0000\u0001\u0000'), 'image/gif'],
      [Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>'), 'image/svg+xml'],
      [Buffer.from('{"photo":1}'), 'application/json'],
    ] as const) {
      const res = await upload(dish, body, type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toEqual({ success: false, message: DISH_MSG.notAnImage });
    }
    const empty = await upload(dish, Buffer.alloc(0), 'image/png');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().message).toBe(DISH_MSG.noPhoto);
  });

  it('refuses an image that has the right signature but cannot be decoded (400)', async () => {
    const dish = await newDish();
    const jpeg = await halves(400, 300).jpeg().toBuffer();
    const truncated = jpeg.subarray(0, Math.floor(jpeg.length / 2));
    const png = Buffer.concat([(await halves(40, 30).png().toBuffer()).subarray(0, 8), jpeg]);
    for (const [body, type] of [
      [truncated, 'image/jpeg'],
      [png, 'image/png'],
    ] as const) {
      const res = await upload(dish, body, type);
      expect(res.statusCode, type).toBe(400);
      expect(res.json().success).toBe(false);
      expect([DISH_MSG.unreadableImage, DISH_MSG.notAnImage]).toContain(res.json().message);
    }
    const [row] = await t.app.db.select().from(dishes).where(eq(dishes.id, dish));
    expect(row?.photoId).toBeNull();
  });

  it('answers a 20 MB upload with 413 and the photo’s limit, as JSON', async () => {
    const dish = await newDish();
    const res = await upload(dish, Buffer.alloc(20 * 1024 * 1024, 0xff), 'image/jpeg');
    expect(res.statusCode).toBe(413);
    expect(res.headers['content-type']).toContain('application/json');
    expect(res.json()).toEqual({ success: false, message: photoTooLargeMessage() });
  });

  it('answers a 20 MB upload over a real connection with 413, without hanging', async () => {
    const dish = await newDish();
    const url = await t.app.listen({ port: 0, host: '127.0.0.1' });
    const res = await fetch(`${url}/api/admin/dishes/${dish}/photo`, {
      method: 'POST',
      headers: { 'content-type': 'image/jpeg', ...bearer(admin) },
      body: Buffer.alloc(20 * 1024 * 1024, 0xff),
    });
    expect(res.status).toBe(413);
    expect(await res.json()).toEqual({ success: false, message: photoTooLargeMessage() });
  });

  it('stores a JPEG upright, cropped to 4:3, with every width as AVIF and WebP', async () => {
    const dish = await newDish();
    // Stored 400 × 200 with EXIF orientation 6: a camera held upright, shown 200 wide × 400 tall,
    // red on top and blue below.
    const jpeg = await halves(400, 200)
      .jpeg({ quality: 95 })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const res = await upload(dish, jpeg, 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(200);
    const answer = res.json();
    expect(answer.message).toBe(DISH_MSG.photoSaved);
    const photoId = answer.dish.photo
      ? (answer.dish.photo.src as string).split('/')[3]?.split('-640')[0]
      : null;
    const [row] = await t.app.db.select().from(dishes).where(eq(dishes.id, dish));
    expect(row?.photoId).toBeTruthy();
    expect(photoId).toBe(row?.photoId);
    expect(answer.dish.photo).toEqual(dishPhoto(row?.photoId as string));

    const [original] = await t.app.db
      .select()
      .from(dishPhotos)
      .where(eq(dishPhotos.id, row?.photoId as string));
    expect(original).toMatchObject({
      dishId: dish,
      contentType: 'image/jpeg',
      width: 200,
      height: 400,
    });
    expect(Buffer.compare(original?.bytes as Buffer, jpeg)).toBe(0);
    const variants = await t.app.db
      .select({
        format: dishPhotoVariants.format,
        width: dishPhotoVariants.width,
        height: dishPhotoVariants.height,
      })
      .from(dishPhotoVariants)
      .where(eq(dishPhotoVariants.photoId, row?.photoId as string));
    expect(variants).toHaveLength(DISH_PHOTO_WIDTHS.length * 2);

    for (const width of DISH_PHOTO_WIDTHS) {
      for (const format of ['avif', 'webp'] as const) {
        const path = `/media/dishes/${row?.photoId}-${width}.${format}`;
        const served = await t.app.inject({ method: 'GET', url: path });
        expect(served.statusCode, path).toBe(200);
        expect(served.headers['content-type']).toBe(`image/${format}`);
        expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(served.headers.etag).toBe(`"${row?.photoId}-${width}-${format}"`);
        expect(served.headers['x-content-type-options']).toBe('nosniff');
        const meta = await sharp(served.rawPayload).metadata();
        expect(meta.format).toBe(format === 'avif' ? 'heif' : 'webp');
        expect({ width: meta.width, height: meta.height }).toEqual({
          width,
          height: (width * 3) / 4,
        });
        if (format === 'webp') {
          // Turned upright: the left edge is red at the top and blue at the bottom.
          expect(isRed(await pixel(served.rawPayload, 2, 2))).toBe(true);
          expect(isBlue(await pixel(served.rawPayload, 2, (width * 3) / 4 - 3))).toBe(true);
        }
      }
    }

    // The address never changes content: a browser that has it is told so.
    const again = await t.app.inject({
      method: 'GET',
      url: `/media/dishes/${row?.photoId}-320.webp`,
      headers: { 'if-none-match': `"${row?.photoId}-320-webp"` },
    });
    expect(again.statusCode).toBe(304);
    expect(again.rawPayload.length).toBe(0);
  });

  it('takes a PNG and a WebP too, and a new upload points the dish at a new photo', async () => {
    const dish = await newDish();
    const first = await upload(dish, await halves(64, 48).png().toBuffer(), 'image/png');
    expect(first.statusCode, first.body).toBe(200);
    const second = await upload(dish, await halves(800, 600).webp().toBuffer(), 'image/webp');
    expect(second.statusCode, second.body).toBe(200);
    expect(second.json().dish.photo.src).not.toBe(first.json().dish.photo.src);
    // The first photo's addresses keep working for pages that named them.
    expect(
      (await t.app.inject({ method: 'GET', url: first.json().dish.photo.src })).statusCode,
    ).toBe(200);
    const listed = await t.app.inject({
      method: 'GET',
      url: '/api/admin/dishes',
      headers: bearer(admin),
    });
    const found = (listed.json().dishes as { _id: string; photo: unknown }[]).find(
      (d) => d._id === dish,
    );
    expect(found?.photo).toEqual(second.json().dish.photo);
  });

  it('answers an unknown dish with 404 before looking at the image', async () => {
    const res = await upload(
      '00000000-0000-4000-8000-000000000000',
      await halves(40, 30).png().toBuffer(),
      'image/png',
    );
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ success: false, message: DISH_MSG.dishNotFound });
  });
});

describe('GET /media/dishes/{photoId}-{width}.{format}', () => {
  it('answers an unknown photo, width or format with 404 JSON, never the web app’s page', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    for (const path of [`/media/dishes/${id}-320.webp`, `/media/dishes/${id}-640.avif`]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      expect(res.json()).toEqual({ success: false, message: DISH_MSG.photoNotFound });
    }
    for (const path of [
      `/media/dishes/${id}-320.webp`,
      `/media/dishes/${id}-321.webp`,
      `/media/dishes/${id}-320.png`,
      '/media/dishes/nothing',
      '/media/dishes/',
      '/media/other/thing',
      '/media',
    ]) {
      const res = await t.app.inject({ method: 'GET', url: path });
      if (path === '/media') {
        // Not under /media/: an ordinary page path, which the web app answers.
        expect(res.headers['content-type']).toContain('text/html');
        continue;
      }
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type'], path).toContain('application/json');
      expect(res.json(), path).toEqual({ success: false, message: expect.any(String) });
    }
  });
});
