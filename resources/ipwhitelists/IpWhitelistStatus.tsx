import { Alert } from '@mui/material';
import { useEffect, useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import type { TAppDataProvider } from '../../src/providers/dataProvider.ts';

/** GET /ipwhitelists/enforcement: whether the whitelist is enforced and admits the caller's address. */
type TIpWhitelistEnforcement = { enforced: boolean; ip: string; allowed: boolean; entries: number };

/** Above the list: whether the whitelist is enforced, and the address the server sees for this admin. */
export const IpWhitelistStatus = () => {
  const translate = useTranslate();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const [status, setStatus] = useState<TIpWhitelistEnforcement>();
  useEffect(() => {
    let isLive = true;
    dataProvider.call<TIpWhitelistEnforcement>('GET', '/ipwhitelists/enforcement').then(
      (answer) => isLive && setStatus(answer),
      () => undefined,
    );
    return () => {
      isLive = false;
    };
  }, [dataProvider]);
  if (!status) return null;
  const key = !status.enforced ? 'not_enforced' : status.entries ? 'enforced' : 'enforced_empty';
  return (
    <Alert severity={status.enforced ? 'success' : 'info'} sx={{ mb: 1 }}>
      {translate(`resources.ipwhitelists.status.${key}`, { ip: status.ip })}
    </Alert>
  );
};
