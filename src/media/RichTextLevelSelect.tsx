/**
 * The paragraph/heading picker of the rich text toolbar. ra-input-rich-text's own puts a list item
 * inside a <nav> (no list around it) and names its button "Current style" without the style it
 * shows; this one is a button named by both, opening the same menu.
 */
import ArrowDropDownIcon from '@mui/icons-material/ArrowDropDown';
import { Button, Menu, MenuItem } from '@mui/material';
import { useEditorState } from '@tiptap/react';
import { useId, useState } from 'react';
import { useTranslate } from 'react-admin';
import { useTiptapEditor } from 'ra-input-rich-text';

const LEVELS = [
  { label: 'ra.tiptap.paragraph', fallback: 'Normal', level: 0 },
  ...([1, 2, 3, 4, 5, 6] as const).map((level) => ({ label: `ra.tiptap.heading${level}`, fallback: `Heading ${level}`, level })),
];

type TRun = { run: () => boolean };

export const RichTextLevelSelect = () => {
  const translate = useTranslate();
  const editor = useTiptapEditor();
  const menuId = useId();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const selected =
    useEditorState({
      editor,
      selector: ({ editor: current }) =>
        LEVELS.find((option) => (option.level === 0 ? current?.isActive('paragraph') : current?.isActive('heading', { level: option.level }))) ?? LEVELS[0]!,
    }) ?? LEVELS[0]!;
  const shown = translate(selected.label, { _: selected.fallback });
  const choose = (level: number) => {
    setAnchor(null);
    // The commands of the editor's paragraph and heading extensions (StarterKit's).
    const chain = editor.chain().focus() as unknown as { setParagraph: () => TRun; setHeading: (options: { level: number }) => TRun };
    (level === 0 ? chain.setParagraph() : chain.setHeading({ level })).run();
  };
  return (
    <>
      <Button
        size="small"
        color="inherit"
        variant="outlined"
        aria-haspopup="menu"
        aria-controls={anchor ? menuId : undefined}
        aria-expanded={anchor ? 'true' : undefined}
        aria-label={`${translate('ra.tiptap.current_level', { _: 'Current style' })}: ${shown}`}
        disabled={!editor?.isEditable}
        onClick={(event) => setAnchor(event.currentTarget)}
        endIcon={<ArrowDropDownIcon />}
        sx={{ textTransform: 'none', fontWeight: 400, minWidth: 112, justifyContent: 'space-between' }}
      >
        {shown}
      </Button>
      <Menu id={menuId} anchorEl={anchor} open={Boolean(anchor)} onClose={() => setAnchor(null)}>
        {LEVELS.map((option) => (
          <MenuItem key={option.label} selected={option === selected} onClick={() => choose(option.level)}>
            {translate(option.label, { _: option.fallback })}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
