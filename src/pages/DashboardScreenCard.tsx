import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Avatar, Card, CardActionArea, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { Link } from 'react-router-dom';

type TDashboardScreenCardProps = { path: string; label: string; Icon?: ComponentType };

/** One screen the admin may open, as a card on the dashboard. */
export const DashboardScreenCard = ({ path, label, Icon = ViewListIcon }: TDashboardScreenCardProps) => (
  <Card variant="outlined" sx={{ height: '100%', transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 } }}>
    <CardActionArea component={Link} to={path} sx={{ height: '100%', p: 2 }}>
      <Stack direction="row" alignItems="center" spacing={2}>
        <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
          <Icon />
        </Avatar>
        <Typography variant="subtitle1" fontWeight={600} sx={{ flex: 1 }}>
          {label}
        </Typography>
        <ArrowForwardIcon color="action" fontSize="small" />
      </Stack>
    </CardActionArea>
  </Card>
);
