import { Button, Chip, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { IntegrationKey } from '../../dataProvider/integrationKeysApi';
import { formatDateTime } from '../../format';
import { ActionsHeaderCell } from '../../records/ActionsHeaderCell';
import { ScrollingTable } from '../../records/ScrollingTable';
import { labelKey } from '../../resources/permission/matrix';

const STATUS_COLOR = { active: 'success', expired: 'default', revoked: 'default', suspended: 'warning' } as const;

/** The keys with their name, prefix, modules, expiry, last use and status; a key not yet revoked can be. */
export function KeyTable({ keys, onRevoke }: { keys: IntegrationKey[]; onRevoke: (key: IntegrationKey) => void }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.integration_keys.${key}`, options);
  const modulesOf = (key: IntegrationKey) =>
    key.permissions
      .filter((row) => row.access === 'enabled')
      .map((row) => translate(`app.permissions.modules.${labelKey(row.name_module)}`))
      .join(', ') || t('no_modules');
  return (
    <ScrollingTable label={t('list_label')}>
      <TableHead>
        <TableRow>
          <TableCell>{t('name')}</TableCell>
          <TableCell>{t('prefix')}</TableCell>
          <TableCell>{t('modules')}</TableCell>
          <TableCell>{t('expires_at')}</TableCell>
          <TableCell>{t('last_used')}</TableCell>
          <TableCell>{t('status')}</TableCell>
          <ActionsHeaderCell />
        </TableRow>
      </TableHead>
      <TableBody>
        {keys.map((key) => (
          <TableRow key={key.id}>
            <TableCell component="th" scope="row">
              {key.name}
            </TableCell>
            <TableCell sx={{ fontFamily: 'monospace', whiteSpace: 'nowrap' }}>{key.prefix}…</TableCell>
            <TableCell sx={{ minWidth: 160 }}>{modulesOf(key)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{key.expires_at ? formatDateTime(key.expires_at) : t('never')}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              {key.last_used_at ? t('last_used_at', { when: formatDateTime(key.last_used_at), ip: key.last_used_ip ?? '—' }) : t('never_used')}
            </TableCell>
            <TableCell>
              <Chip size="small" color={STATUS_COLOR[key.status]} label={t(`statuses.${key.status}`)} />
            </TableCell>
            <TableCell>
              {key.status !== 'revoked' && (
                <Button size="small" color="error" onClick={() => onRevoke(key)} aria-label={t('revoke_label', { name: key.name })}>
                  {t('revoke')}
                </Button>
              )}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </ScrollingTable>
  );
}
