/**
 * The rich text toolbar's images: upload one, or choose one from the media library, and it goes
 * in at the cursor. Replaces the stock button, which asked for an address in a browser prompt.
 */
import { useEffect, useRef, useState } from 'react';
import CollectionsIcon from '@mui/icons-material/Collections';
import AddPhotoAlternateIcon from '@mui/icons-material/AddPhotoAlternate';
import { CircularProgress, ToggleButton, ToggleButtonGroup, type ToggleButtonGroupProps } from '@mui/material';
import { useNotify, useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';
import { HiddenFileInput, IMAGE_TYPES } from './HiddenFileInput.tsx';
import { MediaPickerDialog } from './MediaPickerDialog.tsx';
import { useUpload } from './useUpload.ts';

export const RichTextImageButtons = (props: Omit<ToggleButtonGroupProps, 'value'>) => {
  const translate = useTranslate();
  const notify = useNotify();
  const editor = useTiptapEditor();
  const { state, uploadImage } = useUpload();
  const [isPicking, setPicking] = useState(false);
  const picker = useRef<HTMLInputElement>(null);
  const disabled = !editor?.isEditable;
  const insert = (url: string, alt = '') => editor?.chain().focus().insertContent({ type: 'image', attrs: { src: url, alt } }).run();
  const upload = translate('content.richtext.upload_image');
  const choose = translate('content.richtext.choose_image');

  const onFile = async (file: File | undefined) => {
    if (!file) return;
    const stored = await uploadImage(file);
    if (stored) insert(stored.url, stored.originalName);
  };
  useEffect(() => {
    if (state.error) notify(state.error, { type: 'error' });
  }, [state.error, notify]);

  return (
    <>
      <ToggleButtonGroup {...props}>
        <ToggleButton value="upload" aria-label={upload} title={upload} disabled={disabled || !!state.transfer} onClick={() => picker.current?.click()}>
          {state.transfer ? <CircularProgress size={16} aria-label={translate('content.richtext.uploading')} /> : <AddPhotoAlternateIcon fontSize="inherit" />}
        </ToggleButton>
        <ToggleButton value="library" aria-label={choose} title={choose} disabled={disabled} onClick={() => setPicking(true)}>
          <CollectionsIcon fontSize="inherit" />
        </ToggleButton>
      </ToggleButtonGroup>
      <HiddenFileInput inputRef={picker} accept={IMAGE_TYPES} testId="richtext-image-file" onFiles={([file]) => void onFile(file)} />
      <MediaPickerDialog
        open={isPicking}
        onClose={() => setPicking(false)}
        onChoose={(photo) => {
          setPicking(false);
          insert(photo.url, photo.originalName);
        }}
      />
    </>
  );
};
