import { createOpenAI } from '@ai-sdk/openai';
import { isGirl } from '@skazka/contract';
import { type Artifact, type Illustrator, PHONE_WIDTH, type Scene, type TaleRequest, ageAt } from '@skazka/storyteller';
import { generateImage } from 'ai';
import sharp from 'sharp';
import { type RequestLimits, requestSignal } from './request-limits.js';

/** The service marks a hero avatar that is the child's own photo, which leaves the server only when allowed. */
export type IllustrationRequest = TaleRequest & { heroAvatarIsPhoto?: boolean };

export interface AiIllustratorOptions extends RequestLimits {
  baseURL: string;
  apiKey?: string;
  model: string;
  size: string;
  sendPhotos: boolean;
}

// Two requests at a time: providers rate-limit, and pages arrive in order for progress.
const CONCURRENCY = 2;
const PICTURE = { width: 1024, height: 768 };
// What phones are given, so they do not load the larger one.
const PHONE_PICTURE = { width: PHONE_WIDTH, height: (PHONE_WIDTH * 3) / 4 };

/** What a picture shows, in words; the child's name is never sent to an image provider. */
export function scenePrompt(scene: Scene, hero: string, withReference: boolean) {
  const cast = scene.cast.map((who) =>
    who === 'hero'
      ? `${hero}${withReference ? ' who looks like the child in the reference picture' : ''}`
      : who === 'friend'
        ? "the hero's friend"
        : `a friendly ${scene.creature ?? 'animal'}`,
  );
  return [
    'A gentle picture-book illustration for a small child, soft colours, no text or letters.',
    `Place: ${scene.place}; time: ${scene.time}; weather: ${scene.weather}; mood: ${scene.mood}.`,
    `Shows: ${cast.join(', ')}${scene.object ? `, and a ${scene.object}` : ''}.`,
    'The same hero, with the same face, hair and clothes, on every page.',
  ].join(' ');
}

/**
 * Pictures from an OpenAI-compatible image endpoint, one per page and the cover,
 * with the hero's avatar as the reference picture so the hero stays the same (the
 * photo only when SEND_PHOTOS_TO_PROVIDERS allows; otherwise a written description).
 */
export function createAiIllustrator(options: AiIllustratorOptions): Illustrator {
  const model = createOpenAI({ baseURL: options.baseURL, apiKey: options.apiKey ?? 'none' }).image(options.model);
  return {
    async illustrate(tale, request: IllustrationRequest, context = {}) {
      const reference =
        request.hero.avatar && (!request.heroAvatarIsPhoto || options.sendPhotos) ? request.hero.avatar : undefined;
      const age = ageAt(request.hero.birthday, request.today ?? new Date().toISOString().slice(0, 10));
      const hero = `a ${age}-year-old ${isGirl(request.hero.sex) ? 'girl' : 'boy'}`;
      const jobs = [
        { name: 'cover.webp', scene: tale.cover },
        ...tale.pages.map((page, i) => ({ name: `page-${String(i + 1).padStart(2, '0')}.webp`, scene: page.scene })),
      ];
      const results: Array<{ print: Artifact; phone: Artifact }> = new Array(jobs.length);
      let next = 0;
      let done = 0;
      const draw = async () => {
        while (next < jobs.length) {
          const index = next++;
          const job = jobs[index]!;
          const text = scenePrompt(job.scene, hero, Boolean(reference));
          const { image } = await generateImage({
            model,
            prompt: reference ? { text, images: [reference] } : text,
            size: options.size as `${number}x${number}`,
            maxRetries: options.retries,
            abortSignal: requestSignal(options, context.signal),
          });
          const picture = sharp(image.uint8Array);
          const [data, phone] = await Promise.all(
            [PICTURE, PHONE_PICTURE].map((size) =>
              picture
                .clone()
                .resize({ ...size, fit: 'cover' })
                .webp({ quality: 82 })
                .toBuffer(),
            ),
          );
          results[index] = {
            print: { name: job.name, contentType: 'image/webp', data: data! },
            phone: { name: job.name.replace('.webp', '-phone.webp'), contentType: 'image/webp', data: phone! },
          };
          done += 1;
          context.onProgress?.(done / jobs.length, job.name);
        }
      };
      await Promise.all(Array.from({ length: CONCURRENCY }, draw));
      const [cover, ...pages] = results;
      return {
        cover: cover!.print,
        pages: pages.map((page) => page.print),
        phone: { cover: cover!.phone, pages: pages.map((page) => page.phone) },
      };
    },
  };
}
