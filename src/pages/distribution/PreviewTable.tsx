import { Alert, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { DistributionPlan } from '../../dataProvider/distributionTypes';
import { ScrollingTable } from '../../records/ScrollingTable';

/** How many each recipient gets, as the server planned it; the apply deals exactly these counts. */
export function PreviewTable({ plan }: { plan: DistributionPlan }) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.distribution.preview.${key}`, options);
  if (plan.chosen === 0) return <Alert severity="info">{t('nothing')}</Alert>;
  return (
    <>
      <Typography sx={{ my: 1 }}>{t('chosen', { n: plan.chosen, assigned: plan.assigned })}</Typography>
      {plan.left_over > 0 && (
        <Alert severity="warning" sx={{ mb: 1 }}>
          {t('left_over', { n: plan.left_over })}
        </Alert>
      )}
      <ScrollingTable label={t('title')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('person')}</TableCell>
              <TableCell align="right">{t('open')}</TableCell>
              <TableCell align="right">{t('room')}</TableCell>
              <TableCell align="right">{t('count')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {plan.shares.map((share) => (
              <TableRow key={share.id_user}>
                <TableCell>{share.name}</TableCell>
                <TableCell align="right">{share.open}</TableCell>
                <TableCell align="right">{share.room ?? t('unlimited')}</TableCell>
                <TableCell align="right">
                  <strong>{share.count}</strong>
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
      </ScrollingTable>
    </>
  );
}
