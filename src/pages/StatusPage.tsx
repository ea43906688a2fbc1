import HomeIcon from '@mui/icons-material/Home';
import LoginIcon from '@mui/icons-material/Login';
import type { SvgIconComponent } from '@mui/icons-material';
import { Box, Button, Stack, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';
import { getToken } from '../providers/storage.ts';

type TStatusPageProps = { code: string; Icon: SvgIconComponent; title: string; message: string; messageArgs?: Record<string, string> };

/**
 * The friendly page behind /401 and /404. Drawn with type and an icon only (no image host), and
 * used both on its own route and inside the layout, so it centres in whatever space it gets.
 */
export const StatusPage = ({ code, Icon, title, message, messageArgs }: TStatusPageProps) => {
  const translate = useTranslate();
  const isSignedIn = Boolean(getToken());
  return (
    <Box component="main" sx={{ minHeight: '70vh', display: 'grid', placeItems: 'center', p: 3, flex: 1 }}>
      <Stack alignItems="center" spacing={2} sx={{ maxWidth: 480, textAlign: 'center' }}>
        <Box sx={{ position: 'relative', display: 'grid', placeItems: 'center', height: 170 }} aria-hidden>
          <Typography
            sx={{ fontSize: 150, fontWeight: 800, lineHeight: 1, letterSpacing: 4, color: 'primary.main', opacity: 0.12, userSelect: 'none' }}
          >
            {code}
          </Typography>
          <Box
            sx={{
              position: 'absolute',
              width: 96,
              height: 96,
              borderRadius: '50%',
              display: 'grid',
              placeItems: 'center',
              bgcolor: 'primary.main',
              color: 'primary.contrastText',
              boxShadow: 6,
            }}
          >
            <Icon sx={{ fontSize: 52 }} />
          </Box>
        </Box>
        <Typography component="h1" variant="h5" fontWeight={700}>
          {translate(title)}
        </Typography>
        <Typography color="text.secondary">{translate(message, messageArgs)}</Typography>
        <Stack direction="row" spacing={1.5} sx={{ pt: 1 }}>
          <Button component={Link} to="/dashboard" variant="contained" startIcon={<HomeIcon />}>
            {translate('pages.status.back_to_dashboard')}
          </Button>
          {!isSignedIn && (
            <Button component={Link} to="/login" variant="outlined" startIcon={<LoginIcon />}>
              {translate('pages.status.log_in')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
};
