/**
 * The rich text editor (react-admin's TipTap input), in a chunk of its own: only forms with a
 * rich text field load it. Its images come from an upload or the media library. What it writes is sanitised again on the server (lib/richText.ts), which
 * keeps everything its toolbar makes.
 */
import { useMemo } from 'react';
import {
  AlignmentButtons,
  ClearButtons,
  ColorButtons,
  DefaultEditorOptions,
  FormatButtons,
  LinkButtons,
  ListButtons,
  QuoteButtons,
  RichTextInput,
  RichTextInputToolbar,
} from 'ra-input-rich-text';
import { RichTextImageButtons } from './RichTextImageButtons.tsx';
import { RichTextLevelSelect } from './RichTextLevelSelect.tsx';

export type TRichTextEditorProps = { source: string; label: string; isRequired?: boolean };

const RichTextEditor = ({ source, label, isRequired }: TRichTextEditorProps) => {
  // The editable area is a multi-line text box named by the field's label, for screen readers too.
  const editorOptions = useMemo(
    () => ({ ...DefaultEditorOptions, editorProps: { attributes: { role: 'textbox', 'aria-multiline': 'true', 'aria-label': label } } }),
    [label],
  );
  return (
    <RichTextInput
      source={source}
      label={label}
      isRequired={isRequired}
      fullWidth
      sx={{ '& .ProseMirror': { minHeight: 160 } }}
      editorOptions={editorOptions}
      toolbar={
        <RichTextInputToolbar size="small">
          <RichTextLevelSelect />
          <FormatButtons size="small" />
          <ColorButtons size="small" />
          <AlignmentButtons size="small" />
          <ListButtons size="small" />
          <LinkButtons size="small" />
          <RichTextImageButtons size="small" />
          <QuoteButtons size="small" />
          <ClearButtons size="small" />
        </RichTextInputToolbar>
      }
    />
  );
};

export default RichTextEditor;
