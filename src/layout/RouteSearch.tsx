/** The header search: jump to any screen the admin may open (allowed lists and forms, dashboard, profile). */
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, IconButton, TextField, Tooltip, createFilterOptions } from '@mui/material';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { allowedScreens } from '../navigation.ts';
import { DASHBOARD_PATH, PROFILE_PATH, useDescribePath } from './screens.ts';

/** `words`: what else finds the screen, in the admin's language (its record's name, its actions). */
type TOption = { path: string; title: string; area: string; words: string };

// Words, never the path: `/blocks/banners` would find Blocks for "banner", and English paths answer a Chinese query.
const filterOptions = createFilterOptions<TOption>({ stringify: (o) => `${o.title} ${o.area} ${o.words}` });

const useSearchOptions = (): TOption[] => {
  const { permissions } = usePermissions<string[]>();
  const describe = useDescribePath();
  const translate = useTranslate();
  const general = [DASHBOARD_PATH, PROFILE_PATH].map((path) => ({ path, title: describe(path)?.title ?? path, area: '', words: '' }));
  const screens = allowedScreens(permissions ?? [])
    // Record screens need an id, which a search over screens cannot supply.
    .filter(({ path }) => !path.includes(':'))
    .sort((a, b) => Number(a.screen !== 'list') - Number(b.screen !== 'list'))
    .map(({ resource, screen, path }) => {
      const names = [1, 2].map((count) => translate(`resources.${resource.name}.name`, { smart_count: count }));
      // A list also answers to its actions ("publish" finds the videos).
      const actions = screen === 'list' ? Object.keys(resource.actions ?? {}).map((action) => translate(`resources.${resource.name}.actions.${action}.label`)) : [];
      return { path, title: describe(path)?.title ?? path, area: translate(`menu.${resource.area}`), words: [...names, ...actions].join(' ') };
    });
  return [...general, ...screens];
};

export const RouteSearch = () => {
  const [isOpen, setOpen] = useState(false);
  const translate = useTranslate();
  const navigate = useNavigate();
  const options = useSearchOptions();
  const label = translate('shell.search.open');

  if (!isOpen) {
    return (
      <Tooltip title={label}>
        <IconButton color="inherit" aria-label={label} onClick={() => setOpen(true)}>
          <SearchIcon />
        </IconButton>
      </Tooltip>
    );
  }
  return (
    <Autocomplete
      options={options}
      filterOptions={filterOptions}
      getOptionLabel={(o) => o.title}
      isOptionEqualToValue={(a, b) => a.path === b.path}
      noOptionsText={translate('shell.search.no_results')}
      openOnFocus
      autoHighlight
      value={null}
      onChange={(_, option) => {
        if (option) navigate(option.path);
        setOpen(false);
      }}
      onBlur={() => setOpen(false)}
      sx={{ width: { xs: 170, sm: 240 }, mx: 0.5 }}
      renderOption={({ key, ...props }, o) => (
        <Box component="li" key={key} {...props} sx={{ display: 'flex', justifyContent: 'space-between', gap: 2 }}>
          <span>{o.title}</span>
          <Box component="span" sx={{ color: 'text.secondary', fontSize: '0.85em' }}>
            {o.area}
          </Box>
        </Box>
      )}
      renderInput={(params) => (
        <TextField
          {...params}
          autoFocus
          variant="standard"
          margin="none"
          placeholder={translate('shell.search.placeholder')}
          slotProps={{ htmlInput: { ...params.inputProps, 'aria-label': label } }}
        />
      )}
    />
  );
};
