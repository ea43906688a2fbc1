import TranslateIcon from '@mui/icons-material/Translate';
import { InputAdornment, MenuItem, TextField } from '@mui/material';
import { useLocaleState, useTranslate } from 'react-admin';
import { LOCALES } from '../providers/catalogues.ts';

/** The language choice before signing in; the i18n provider remembers it for the next visit. */
export const LocalePicker = () => {
  const [locale, setLocale] = useLocaleState();
  const translate = useTranslate();
  return (
    <TextField
      select
      fullWidth={false}
      margin="none"
      size="small"
      variant="standard"
      value={locale}
      onChange={(event) => setLocale(event.target.value)}
      slotProps={{
        htmlInput: { 'aria-label': translate('pages.login.language') },
        input: {
          disableUnderline: true,
          startAdornment: (
            <InputAdornment position="start">
              <TranslateIcon fontSize="small" />
            </InputAdornment>
          ),
        },
      }}
      sx={{ minWidth: 140 }}
    >
      {LOCALES.map(({ locale: value, name }) => (
        <MenuItem key={value} value={value} lang={value}>
          {name}
        </MenuItem>
      ))}
    </TextField>
  );
};
