/**
 * The language switch (spec §4): react-admin's locale state, whose change goes through our
 * i18nProvider.changeLocale (which persists it), then 'Switch Language Success' in the new language.
 */
import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Menu, MenuItem, Tooltip } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useNotify, useTranslate } from 'react-admin';
import { LOCALES } from '../providers/catalogues.ts';

/**
 * react-admin re-mounts the whole tree once the new messages are loaded, dropping any notification
 * raised before; so the notice waits here and is raised by the re-mounted menu, in the new language.
 */
let isNoticePending = false;
const requestNotice = () => {
  isNoticePending = true;
};
const takeNotice = (): boolean => {
  const wasPending = isNoticePending;
  isNoticePending = false;
  return wasPending;
};

export const LanguageMenu = () => {
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  const notify = useNotify();
  const label = translate('shell.language');

  useEffect(() => {
    if (takeNotice()) notify('shell.switch_language_success', { type: 'success' });
  }, [notify]);

  useEffect(() => {
    // Lets the browser pick Traditional or Simplified glyphs, and screen readers the voice.
    document.documentElement.lang = locale;
  }, [locale]);

  const choose = (next: string) => {
    setAnchor(null);
    if (next === locale) return;
    requestNotice();
    setLocale(next);
  };

  return (
    <>
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} aria-haspopup="menu" onClick={(event) => setAnchor(event.currentTarget)}>
          <TranslateIcon />
        </IconButton>
      </Tooltip>
      <Menu anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {LOCALES.map(({ locale: option, name }) => (
          <MenuItem key={option} selected={option === locale} lang={option} onClick={() => choose(option)} sx={{ minWidth: 140 }}>
            {name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
};
