/** The theme colour: the spec's eight presets as swatches, and any other colour through the native picker. */
import CheckIcon from '@mui/icons-material/Check';
import { Box, ButtonBase, Tooltip } from '@mui/material';
import { useTranslate } from 'react-admin';
import { THEME_PRESETS } from './settingsStore.ts';

type TThemeColorPickerProps = { value: string; onChange: (color: string) => void };

const swatchSx = { width: 24, height: 24, borderRadius: '4px', color: '#fff', border: '1px solid rgba(0,0,0,0.12)' };

export const ThemeColorPicker = ({ value, onChange }: TThemeColorPickerProps) => {
  const translate = useTranslate();
  const isCustom = !THEME_PRESETS.some((preset) => preset.toLowerCase() === value.toLowerCase());
  return (
    <Box role="radiogroup" aria-label={translate('shell.settings.theme_color')} sx={{ display: 'flex', flexWrap: 'wrap', gap: '5px' }}>
      {THEME_PRESETS.map((preset) => {
        const isSelected = preset.toLowerCase() === value.toLowerCase();
        return (
          <ButtonBase
            key={preset}
            role="radio"
            aria-checked={isSelected}
            aria-label={preset}
            onClick={() => onChange(preset)}
            sx={{ ...swatchSx, bgcolor: preset }}
          >
            {isSelected && <CheckIcon sx={{ fontSize: 16 }} />}
          </ButtonBase>
        );
      })}
      <Tooltip title={translate('shell.settings.custom_color')}>
        <Box
          component="label"
          sx={{ ...swatchSx, position: 'relative', overflow: 'hidden', cursor: 'pointer', display: 'inline-flex', alignItems: 'center', justifyContent: 'center',
            background: isCustom ? value : 'conic-gradient(#f5222d, #faad14, #11a983, #13c2c2, #409EFF, #6959CD, #f5222d)',
            outline: isCustom ? '2px solid' : 'none', outlineColor: 'text.primary', outlineOffset: 1 }}
        >
          {isCustom && <CheckIcon sx={{ fontSize: 16 }} />}
          <input
            type="color"
            aria-label={translate('shell.settings.custom_color')}
            value={value.toLowerCase()}
            onChange={(event) => onChange(event.target.value)}
            style={{ position: 'absolute', inset: 0, opacity: 0, cursor: 'pointer' }}
          />
        </Box>
      </Tooltip>
    </Box>
  );
};
