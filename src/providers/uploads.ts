/**
 * Uploads from the app: a small file (an image) in one multipart request with progress, and a
 * video resumably with tus, which picks up a cut upload where the server has it, after a
 * reload too (tus-js-client remembers the upload's URL by the file's fingerprint).
 */
import humps from 'humps';
import { HttpError } from 'react-admin';
import type { Upload } from 'tus-js-client';
import { API_URL, headersFor, unreachableMessage } from './httpClient.ts';

/** A stored file as the API describes it. */
export type TUploaded = {
  id: number;
  kind: 'image' | 'video' | 'file';
  url: string;
  thumbUrl: string | null;
  mime: string;
  size: number;
  width: number | null;
  height: number | null;
  originalName: string;
};

export type TProgress = (loaded: number, total: number) => void;

/** Files as multipart, with progress: XMLHttpRequest, because fetch reports no upload progress. */
export const postFiles = <T,>(path: string, files: File[], onProgress?: TProgress): Promise<T> =>
  new Promise((resolve, reject) => {
    const request = new XMLHttpRequest();
    request.open('POST', `${API_URL}${path}`);
    headersFor().forEach((value, key) => request.setRequestHeader(key, value));
    request.upload.onprogress = (event) => onProgress?.(event.loaded, event.total);
    request.onload = () => {
      const body = (() => {
        try {
          return JSON.parse(request.responseText) as Record<string, unknown>;
        } catch {
          return {};
        }
      })();
      if (request.status >= 200 && request.status < 300) resolve(humps.camelizeKeys(body) as T);
      // A body without a message (a proxy's page) would show its English status text: say it in the app's words.
      else reject(new HttpError(typeof body.message === 'string' && body.message ? body.message : unreachableMessage(), request.status, body));
    };
    request.onerror = () => reject(new HttpError(unreachableMessage(), 0));
    const form = new FormData();
    for (const file of files) form.append('file', file, file.name);
    request.send(form);
  });

/** POST /files/{images|videos|upload}: one file. */
export const uploadFile = (path: 'images' | 'videos' | 'upload', file: File, onProgress?: TProgress) =>
  postFiles<TUploaded>(`/files/${path}`, [file], onProgress);

export type TResumable = { done: Promise<{ id: number; url: string }>; abort: () => void };

const CHUNK_BYTES = 16 * 1024 * 1024;

/**
 * A video through tus; `onResume` says that a previous attempt is being continued. The tus client
 * loads with the first resumable upload, not with the app.
 */
export const uploadResumable = (file: File, onProgress: TProgress, onResume?: () => void): TResumable => {
  let upload: Upload | undefined;
  let aborted = false;
  const start = (Upload: typeof import('tus-js-client').Upload) =>
    new Promise<{ id: number; url: string }>((resolve, reject) => {
      if (aborted) return;
      upload = new Upload(file, {
        endpoint: `${API_URL}/files/tus`,
        chunkSize: CHUNK_BYTES,
        retryDelays: [0, 1000, 3000, 5000],
        metadata: { filename: file.name, filetype: file.type },
        removeFingerprintOnSuccess: true,
        // The token is read at each request, so that a long upload uses the current one.
        onBeforeRequest: (req) => headersFor().forEach((value, key) => key !== 'accept' && req.setHeader(key, value)),
        onProgress,
        onSuccess: ({ lastResponse }) =>
          resolve({ id: Number(lastResponse.getHeader('Upload-File-Id')), url: lastResponse.getHeader('Upload-Media-Url') ?? '' }),
        onError: (error) => {
          const body = (error as { originalResponse?: { getBody: () => string; getStatus: () => number } }).originalResponse;
          // The API's message is in the admin's language; tus-js-client's own (a network failure) is English.
          let message = unreachableMessage();
          try {
            message = (JSON.parse(body?.getBody() ?? '') as { message?: string }).message ?? message;
          } catch {
            // not JSON: the app's generic words
          }
          reject(new HttpError(message, body?.getStatus() ?? 0));
        },
      });
      void upload.findPreviousUploads().then((previous) => {
        const last = previous[0];
        if (last) {
          upload!.resumeFromPreviousUpload(last);
          onResume?.();
        }
        upload!.start();
      });
    });
  const done = import('tus-js-client').then(({ Upload }) => start(Upload));
  return {
    done,
    abort: () => {
      aborted = true;
      void upload?.abort();
    },
  };
};
