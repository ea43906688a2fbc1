import BlockIcon from '@mui/icons-material/Block';
import CheckCircleIcon from '@mui/icons-material/CheckCircle';
import LockOpenIcon from '@mui/icons-material/LockOpen';
import QrCodeIcon from '@mui/icons-material/QrCode2';
import type { ReactElement } from 'react';
import { useState } from 'react';
import { Button, Confirm, useDataProvider, useGetIdentity, useNotify, usePermissions, useRecordContext, useRefresh } from 'react-admin';
import { canAccess } from '../../src/access.ts';
import type { TAppDataProvider } from '../../src/providers/dataProvider.ts';

type TAdminAction = 'enable' | 'disable' | 'resetQRCode' | 'unlock';

const SETTINGS: Record<TAdminAction, { label: string; done: string; icon: ReactElement; confirm?: { title: string; content: string } }> = {
  enable: { label: 'administration.admins.enable', done: 'administration.admins.enabled', icon: <CheckCircleIcon /> },
  disable: {
    label: 'administration.admins.disable',
    done: 'administration.admins.disabled',
    icon: <BlockIcon />,
    confirm: { title: 'administration.admins.confirm_disable_title', content: 'administration.admins.confirm_disable' },
  },
  resetQRCode: {
    label: 'administration.admins.reset_qr',
    done: 'administration.admins.reset_done',
    icon: <QrCodeIcon />,
    confirm: { title: 'administration.admins.confirm_reset_title', content: 'administration.admins.confirm_reset' },
  },
  unlock: { label: 'administration.admins.unlock', done: 'administration.admins.unlocked', icon: <LockOpenIcon /> },
};

/** One admin action (POST /admins/{id}/{action}): shown when the admin holds its permission and it applies to the record. */
export const AdminActionButton = ({ action }: { action: TAdminAction }) => {
  const record = useRecordContext();
  const { permissions } = usePermissions<string[]>();
  const { identity } = useGetIdentity();
  const dataProvider = useDataProvider<TAppDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const [isConfirming, setConfirming] = useState(false);
  const [isBusy, setBusy] = useState(false);
  if (!record || !canAccess(permissions ?? [], 'admins', action)) return null;
  if (action === 'enable' && record.status === 'enabled') return null;
  if (action === 'unlock' && !record.lockedUntil) return null;
  // Nobody disables themself (the API refuses it too).
  if (action === 'disable' && (record.status !== 'enabled' || record.id === identity?.id)) return null;
  const settings = SETTINGS[action];

  const run = async () => {
    setConfirming(false);
    setBusy(true);
    try {
      await dataProvider.action('admins', record.id, action);
      notify(settings.done, { type: 'success' });
      refresh();
    } catch (error) {
      notify((error as Error).message || 'ra.notification.http_error', { type: 'error' });
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <Button label={settings.label} disabled={isBusy} onClick={() => (settings.confirm ? setConfirming(true) : run())}>
        {settings.icon}
      </Button>
      {settings.confirm && (
        <Confirm
          isOpen={isConfirming}
          title={settings.confirm.title}
          titleTranslateOptions={{ name: record.username }}
          content={settings.confirm.content}
          onConfirm={run}
          onClose={() => setConfirming(false)}
        />
      )}
    </>
  );
};
