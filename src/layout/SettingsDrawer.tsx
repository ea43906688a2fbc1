/**
 * The settings drawer (spec §9: 300px wide, its button at top 250): theme colour, dark mode and the
 * layout switches, each applied at once and kept across reloads.
 */
import CloseIcon from '@mui/icons-material/Close';
import SettingsIcon from '@mui/icons-material/Settings';
import { Box, ButtonBase, Divider, Drawer, FormControlLabel, IconButton, Switch, Typography, useMediaQuery, type Theme } from '@mui/material';
import { useState } from 'react';
import { useTranslate } from 'react-admin';
import { type TSettings, updateSettings, useSettings } from './settingsStore.ts';
import { ThemeColorPicker } from './ThemeColorPicker.tsx';

export const SETTINGS_WIDTH = 300;
export const SETTINGS_BUTTON_TOP = 250;

type TFlag = 'fixedHeader' | 'tagsView' | 'sidebarLogo' | 'sidebarTextTheme';
const FLAGS: [TFlag, string][] = [
  ['fixedHeader', 'fixed_header'],
  ['tagsView', 'tags_view'],
  ['sidebarLogo', 'sidebar_logo'],
  ['sidebarTextTheme', 'sidebar_text_theme'],
];

const SettingSwitch = ({ label, checked, onChange }: { label: string; checked: boolean; onChange: (on: boolean) => void }) => (
  <FormControlLabel
    label={label}
    labelPlacement="start"
    control={<Switch checked={checked} onChange={(event) => onChange(event.target.checked)} />}
    sx={{ mx: 0, justifyContent: 'space-between', '& .MuiFormControlLabel-label': { fontSize: 14 } }}
  />
);

/**
 * `inHeader`: the phone's button, an icon in the top bar, since a button floating over the page
 * would cover form fields there; the floating tab is for wider screens.
 */
export const SettingsDrawer = ({ inHeader = false }: { inHeader?: boolean }) => {
  const [isOpen, setOpen] = useState(false);
  const settings: TSettings = useSettings();
  const translate = useTranslate();
  const title = translate('shell.settings.title');
  const isPhone = useMediaQuery((theme: Theme) => theme.breakpoints.down('sm'));
  if (inHeader !== isPhone) return null;

  return (
    <>
      {inHeader ? (
        <IconButton aria-label={translate('shell.settings.open')} onClick={() => setOpen(true)}>
          <SettingsIcon />
        </IconButton>
      ) : (
        <ButtonBase
          aria-label={translate('shell.settings.open')}
          onClick={() => setOpen(true)}
          sx={(theme) => ({
            position: 'fixed',
            top: SETTINGS_BUTTON_TOP,
            right: 0,
            zIndex: theme.zIndex.drawer - 1,
            width: 44,
            height: 44,
            borderRadius: '6px 0 0 6px',
            bgcolor: 'primary.main',
            color: 'primary.contrastText',
            boxShadow: 3,
          })}
        >
          <SettingsIcon />
        </ButtonBase>
      )}
      <Drawer anchor="right" open={isOpen} onClose={() => setOpen(false)} slotProps={{ paper: { sx: { width: SETTINGS_WIDTH, maxWidth: '100vw' } } }}>
        <Box sx={{ display: 'flex', alignItems: 'center', justifyContent: 'space-between', px: 2, py: 1.5 }}>
          <Typography variant="h6" component="h2" sx={{ fontSize: 17, fontWeight: 600 }}>
            {title}
          </Typography>
          <IconButton aria-label={translate('ra.action.close')} onClick={() => setOpen(false)} edge="end">
            <CloseIcon />
          </IconButton>
        </Box>
        <Divider />
        <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5, px: 2, py: 2 }}>
          <Typography component="h3" sx={{ fontSize: 14, fontWeight: 500 }}>
            {translate('shell.settings.theme_color')}
          </Typography>
          <ThemeColorPicker value={settings.themeColor} onChange={(themeColor) => updateSettings({ themeColor })} />
          <Divider sx={{ my: 0.5 }} />
          <SettingSwitch
            label={translate('shell.settings.dark_mode')}
            checked={settings.mode === 'dark'}
            onChange={(on) => updateSettings({ mode: on ? 'dark' : 'light' })}
          />
          {FLAGS.map(([flag, key]) => (
            <SettingSwitch
              key={flag}
              label={translate(`shell.settings.${key}`)}
              checked={settings[flag]}
              onChange={(on) => updateSettings({ [flag]: on })}
            />
          ))}
        </Box>
      </Drawer>
    </>
  );
};
