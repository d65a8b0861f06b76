import { Button, Chip, TableBody, TableCell, TableHead, TableRow } from '@mui/material';
import { alpha } from '@mui/material/styles';
import { useTranslate } from 'react-admin';
import type { Figures, Monitoring } from '../../dataProvider/distributionTypes';
import { ActionsHeaderCell } from '../../records/ActionsHeaderCell';
import { ScrollingTable } from '../../records/ScrollingTable';

const FIGURES = ['assigned', 'untouched', 'stale', 'followed_up', 'overdue', 'deals'] as const;

function FigureCells({ figures }: { figures: Figures }) {
  return (
    <>
      {FIGURES.map((figure) => (
        <TableCell key={figure} align="right">
          {figures[figure]}
        </TableCell>
      ))}
      <TableCell align="right">{`${figures.conversion.toLocaleString('id-ID')} %`}</TableCell>
    </>
  );
}

function FigureHeads() {
  const translate = useTranslate();
  return (
    <>
      {[...FIGURES, 'conversion' as const].map((figure) => (
        <TableCell key={figure} align="right">
          {translate(`app.distribution.monitoring.${figure}`)}
        </TableCell>
      ))}
    </>
  );
}

export type StaleOwner = { id_user: number; name: string; stale: number };

type UserTableProps = { users: Monitoring['users']; days: number; onRedistribute: (owner: StaleOwner) => void };

/** Per salesperson; those holding prospects untouched past the threshold stand out and can hand them on. */
export function UserFiguresTable({ users, days, onRedistribute }: UserTableProps) {
  const translate = useTranslate();
  const t = (key: string, options?: Record<string, unknown>) => translate(`app.distribution.monitoring.${key}`, options);
  return (
    <ScrollingTable label={t('by_user')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('name')}</TableCell>
            <TableCell>{t('group')}</TableCell>
            <FigureHeads />
            <ActionsHeaderCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {users.map((u) => (
            <TableRow key={u.id_user} sx={u.stale ? { bgcolor: (theme) => alpha(theme.palette.warning.main, 0.15) } : undefined}>
              <TableCell>
                {u.name}
                {u.stale > 0 && <Chip size="small" color="warning" sx={{ ml: 1 }} label={t('stale_hint', { n: u.stale, days })} />}
              </TableCell>
              <TableCell>{u.group_name ?? t('no_group')}</TableCell>
              <FigureCells figures={u} />
              <TableCell>
                {u.stale > 0 && (
                  <Button size="small" onClick={() => onRedistribute({ id_user: u.id_user, name: u.name, stale: u.stale })}>
                    {t('redistribute')}
                  </Button>
                )}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
    </ScrollingTable>
  );
}

/** The same figures summed per group. */
export function GroupFiguresTable({ groups }: { groups: Monitoring['groups'] }) {
  const translate = useTranslate();
  const t = (key: string) => translate(`app.distribution.monitoring.${key}`);
  return (
    <ScrollingTable label={t('by_group')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('group')}</TableCell>
            <TableCell align="right">{t('members')}</TableCell>
            <FigureHeads />
          </TableRow>
        </TableHead>
        <TableBody>
          {groups.map((g) => (
            <TableRow key={g.id_group ?? 'none'}>
              <TableCell>{g.name ?? t('no_group')}</TableCell>
              <TableCell align="right">{g.members}</TableCell>
              <FigureCells figures={g} />
            </TableRow>
          ))}
        </TableBody>
    </ScrollingTable>
  );
}
