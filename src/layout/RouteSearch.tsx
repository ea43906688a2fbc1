/** The header search: jump to any screen the admin may open (allowed lists and forms, dashboard, profile). */
import SearchIcon from '@mui/icons-material/Search';
import { Autocomplete, Box, IconButton, TextField, Tooltip, createFilterOptions } from '@mui/material';
import { useState } from 'react';
import { usePermissions, useTranslate } from 'react-admin';
import { useNavigate } from 'react-router-dom';
import { allowedScreens } from '../navigation.ts';
import { DASHBOARD_PATH, PROFILE_PATH, useDescribePath } from './screens.ts';

type TOption = { path: string; title: string; area: string };

const filterOptions = createFilterOptions<TOption>({ stringify: (o) => `${o.title} ${o.area} ${o.path}` });

const useSearchOptions = (): TOption[] => {
  const { permissions } = usePermissions<string[]>();
  const describe = useDescribePath();
  const translate = useTranslate();
  const general = [DASHBOARD_PATH, PROFILE_PATH].map((path) => ({ path, title: describe(path)?.title ?? path, area: '' }));
  const screens = allowedScreens(permissions ?? [])
    // Record screens need an id, which a search over screens cannot supply.
    .filter(({ path }) => !path.includes(':'))
    .sort((a, b) => Number(a.screen !== 'list') - Number(b.screen !== 'list'))
    .map(({ resource, path }) => ({ path, title: describe(path)?.title ?? path, area: translate(`menu.${resource.area}`) }));
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
