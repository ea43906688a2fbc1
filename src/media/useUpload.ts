/** The state of one upload in a form: its progress, its error, and whether a previous attempt is being continued. */
import { useCallback, useRef, useState } from 'react';
import { useTranslate } from 'react-admin';
import { uploadFile, uploadResumable, type TResumable } from '../providers/uploads.ts';
import { createRateMeter, type TTransfer } from './transfer.ts';

export type TUploadState = { transfer?: TTransfer; error?: string; isResuming?: boolean };

export const useUpload = () => {
  const translate = useTranslate();
  const [state, setState] = useState<TUploadState>({});
  const current = useRef<TResumable | undefined>(undefined);
  const fail = useCallback(
    (error: unknown) => setState({ error: translate('content.upload.failed', { message: (error as Error).message }) }),
    [translate],
  );

  /** Uploads an image (or any small file) in one request. */
  const uploadImage = useCallback(
    async (file: File) => {
      const meter = createRateMeter();
      setState({ transfer: meter(0, file.size) });
      try {
        const stored = await uploadFile('images', file, (loaded, total) => setState({ transfer: meter(loaded, total) }));
        setState({});
        return stored;
      } catch (error) {
        fail(error);
        return undefined;
      }
    },
    [fail],
  );

  /** Uploads a video resumably. */
  const uploadVideo = useCallback(
    async (file: File) => {
      const meter = createRateMeter();
      setState({ transfer: meter(0, file.size) });
      current.current = uploadResumable(
        file,
        (loaded, total) => setState((previous) => ({ ...previous, transfer: meter(loaded, total) })),
        () => setState((previous) => ({ ...previous, isResuming: true })),
      );
      try {
        const stored = await current.current.done;
        setState({});
        return stored;
      } catch (error) {
        fail(error);
        return undefined;
      } finally {
        current.current = undefined;
      }
    },
    [fail],
  );

  const cancel = useCallback(() => {
    current.current?.abort();
    setState({});
  }, []);

  return { state, uploadImage, uploadVideo, cancel };
};
