/** Tags, directors, models and uploaded media that the content tests link videos to. */
import { API, type TTestApp } from '../../helpers/buildTestApp.ts';
import { mp4Bytes, multipart, pngBytes } from '../helpers/images.ts';

export const createOne = async (t: TTestApp, token: string, resource: string, payload: Record<string, unknown>) => {
  const res = await t.call(token, { method: 'POST', url: `${API}/${resource}`, payload });
  if (res.statusCode !== 201) throw new Error(`create ${resource}: ${res.statusCode} ${res.body}`);
  return res.json() as Record<string, unknown> & { id: number };
};

export const uploadImage = async (t: TTestApp, token: string, name = 'cover.png') => {
  const res = await t.call(token, { method: 'POST', url: `${API}/files/images`, ...multipart([{ filename: name, content: await pngBytes() }]) });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; url: string };
};

export const uploadVideo = async (t: TTestApp, token: string) => {
  const res = await t.call(token, { method: 'POST', url: `${API}/files/videos`, ...multipart([{ filename: 'film.mp4', content: mp4Bytes() }]) });
  if (res.statusCode !== 201) throw new Error(`upload: ${res.statusCode} ${res.body}`);
  return res.json() as { id: number; url: string };
};

export const query = (params: Record<string, unknown>) =>
  new URLSearchParams(Object.entries(params).map(([k, v]) => [k, JSON.stringify(v)])).toString();
