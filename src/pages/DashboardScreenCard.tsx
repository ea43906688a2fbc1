import ArrowForwardIcon from '@mui/icons-material/ArrowForward';
import ViewListIcon from '@mui/icons-material/ViewList';
import { Avatar, Card, CardActionArea, Stack, Typography } from '@mui/material';
import type { ComponentType } from 'react';
import { useGetList, useLocaleState, useTranslate } from 'react-admin';
import { Link } from 'react-router-dom';

type TDashboardScreenCardProps = { path: string; label: string; resource: string; Icon?: ComponentType };

/** How many records the list holds, as the list's own total says: each card asks for its own resource. */
const useRecordCount = (resource: string): number | undefined => {
  const { total } = useGetList(resource, { pagination: { page: 1, perPage: 1 }, sort: { field: 'id', order: 'DESC' } }, { retry: false });
  return total;
};

/** One screen the admin may open, as a card on the dashboard with its own record count. */
export const DashboardScreenCard = ({ path, label, resource, Icon = ViewListIcon }: TDashboardScreenCardProps) => {
  const translate = useTranslate();
  const [locale] = useLocaleState();
  const count = useRecordCount(resource);
  return (
    <Card variant="outlined" sx={{ height: '100%', transition: 'box-shadow .2s', '&:hover': { boxShadow: 4 } }}>
      <CardActionArea component={Link} to={path} sx={{ height: '100%', p: 2 }}>
        <Stack direction="row" alignItems="center" spacing={2}>
          <Avatar variant="rounded" sx={{ bgcolor: 'primary.main', color: 'primary.contrastText' }}>
            <Icon />
          </Avatar>
          <Stack sx={{ flex: 1, minWidth: 0 }}>
            <Typography variant="subtitle1" fontWeight={600}>
              {label}
            </Typography>
            {count !== undefined && (
              <Typography variant="body2" color="text.secondary" data-testid="dashboard-count">
                {translate('pages.dashboard.records', { smart_count: count, count: count.toLocaleString(locale) })}
              </Typography>
            )}
          </Stack>
          <ArrowForwardIcon color="action" fontSize="small" />
        </Stack>
      </CardActionArea>
    </Card>
  );
};
