/**
 * The demo's videos, models and posts, with covers, avatars and galleries drawn by sharp at
 * seed time and stored like uploads (nothing loads from elsewhere). Every demo video plays one
 * short clip that ships with the code, assets/demo-clip.webm (6 s, 480×270, VP9, 64 KB), made with
 * `ffmpeg -f lavfi -i testsrc2=size=480x270:rate=24:duration=6 -c:v libvpx-vp9 -b:v 80k -an`.
 */
import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import sharp from 'sharp';
import { models as modelsResource } from '../../resources/models/schema.ts';
import { posts as postsResource } from '../../resources/posts/schema.ts';
import { videos as videosResource } from '../../resources/videos/schema.ts';
import { writeJoins } from '../crud/records.ts';
import { adoptFile } from '../files/store.ts';
import { mediaUrl } from '../files/present.ts';
import type { TStorage } from '../files/storage.ts';
import { serverResource } from '../registry.ts';
import type { TDb } from '../db/index.ts';

const DEMO_CLIP = new URL('./assets/demo-clip.webm', import.meta.url);
const PALETTE = ['#1e3a5f', '#7b2d26', '#2d5a3d', '#5b3f8c', '#8c6d1f', '#234e70', '#6b2f4f', '#3f5f2a'];
const MODELS = ['Ava Laurent', 'Mei Lin', 'Sofia Cruz', 'Nora Blake', 'Yuki Sato', 'Lena Park'];
const TITLES = ['Midnight Harbour', 'Golden Hour', 'City of Rain', 'Summer Letters', 'The Last Train', 'Velvet Room', 'Blue Coast', 'Quiet Storm', 'Paper Moon', 'Neon Garden', 'Slow Dance', 'Northern Lights'];
const STATUSES = ['published', 'published', 'published', 'scheduled', 'draft', 'hidden'] as const;

/** A picture: a gradient in one of the palette's colours, its caption across it. */
const picture = (width: number, height: number, colour: string, caption: string) =>
  sharp(
    Buffer.from(`<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}">
      <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${colour}"/><stop offset="1" stop-color="#111"/></linearGradient></defs>
      <rect width="100%" height="100%" fill="url(#g)"/>
      <text x="50%" y="52%" font-family="sans-serif" font-size="${Math.round(height / 9)}" fill="#fff" text-anchor="middle">${caption}</text>
    </svg>`),
  )
    .jpeg({ quality: 80 })
    .toBuffer();

export const seedDemoContent = async (db: TDb, storage: TStorage, tagIds: number[], directorIds: number[]): Promise<void> => {
  const store = async (bytes: Buffer, name: string, kind: 'image' | 'video' = 'image') => {
    const temp = await storage.tempFile();
    temp.stream.end(bytes);
    await new Promise((resolve) => temp.stream.on('close', resolve));
    const sha256 = createHash('sha256').update(bytes).digest('hex');
    const sniffed = kind === 'image' ? { mime: 'image/jpeg', extension: 'jpg' } : { mime: 'video/webm', extension: 'webm' };
    return adoptFile(db, storage, { path: temp.path, kind, size: bytes.length, sha256, sniffed, originalName: name, uploadedBy: null });
  };
  const clip = await store(readFileSync(DEMO_CLIP), 'demo-clip.webm', 'video');
  const clipUrl = mediaUrl(clip.storageKey)!;

  const modelEntry = serverResource(modelsResource);
  const modelIds: number[] = [];
  for (const [i, name] of MODELS.entries()) {
    const avatar = await store(await picture(400, 400, PALETTE[i % PALETTE.length]!, name.split(' ')[0]!), `${name}.jpg`);
    const [row] = await db
      .insert(modelEntry.table)
      .values({ name, avatar: mediaUrl(avatar.storageKey), gender: i === 3 ? 'nonbinary' : 'female', birthday: `${1994 + i}-0${(i % 9) + 1}-1${i}`, birthPlace: ['Lyon', 'Taipei', 'Seville', 'Toronto', 'Osaka', 'Busan'][i], heightFeet: 5, heightInches: 3 + i, weight: 110 + i * 4, chest: 33 + (i % 3), waist: 24, hips: 35, measurement: `${33 + (i % 3)}B-24-35`, isPopular: i < 3, socialLinks: [{ platform: 'instagram', url: `https://instagram.com/${name.toLowerCase().replace(' ', '.')}` }], introduction: `<p>${name} has worked with the studio since ${2018 + i}.</p>` })
      .returning({ id: modelEntry.table.id });
    modelIds.push(row!.id as number);
  }

  const videoEntry = serverResource(videosResource);
  const day = 24 * 3600 * 1000;
  for (const [i, title] of TITLES.entries()) {
    const cover = await store(await picture(1280, 720, PALETTE[i % PALETTE.length]!, title), `${title}.jpg`);
    const stills = await Promise.all([1, 2, 3].map(async (n) => store(await picture(960, 540, PALETTE[(i + n) % PALETTE.length]!, `${title} · ${n}`), `${title} ${n}.jpg`)));
    const status = STATUSES[i % STATUSES.length]!;
    const publishedAt = status === 'draft' ? null : new Date(Date.now() + (status === 'scheduled' ? 7 : -i * 3) * day);
    const [row] = await db
      .insert(videoEntry.table)
      .values({ serialNumber: `SR-2026-${String(i + 1).padStart(3, '0')}`, title, cover: mediaUrl(cover.storageKey), video: clipUrl, trailer: clipUrl, previewVideo: clipUrl, videoDuration: 1200 + i * 317, status, publishedAt, description: `<p>${title}: a story told over one night.</p>`, source: 'Studio', isFree: i % 4 === 0, isMain: i < 2, views: 5000 - i * 311, likes: 400 - i * 17, dislikes: i * 3 })
      .returning({ id: videoEntry.table.id });
    await writeJoins(db, videoEntry, row!.id as number, {
      models: [modelIds[i % modelIds.length]!, ...(i % 3 === 0 ? [modelIds[(i + 1) % modelIds.length]!] : [])],
      directors: [directorIds[i % directorIds.length]!],
      tags: [tagIds[i % tagIds.length]!, tagIds[(i + 5) % tagIds.length]!],
      gallery: stills.map((s) => s.id),
    });
  }

  const postEntry = serverResource(postsResource);
  for (const [i, title] of ['Behind the scenes of Midnight Harbour', 'New releases this month', 'Meet Mei Lin', 'Studio news'].entries()) {
    const cover = await store(await picture(1200, 630, PALETTE[(i + 2) % PALETTE.length]!, title), `${title}.jpg`);
    const [row] = await db
      .insert(postEntry.table)
      .values({ title, cover: mediaUrl(cover.storageKey), description: `${title}, in a few words.`, content: `<p>${title}.</p>`, status: i < 3 ? 'published' : 'draft', publishedAt: i < 3 ? new Date(Date.now() - i * 5 * day) : null, isSticky: i === 1 })
      .returning({ id: postEntry.table.id });
    await writeJoins(db, postEntry, row!.id as number, { models: [modelIds[i]!] });
  }
};
