import { Alert, Box, Button, LinearProgress, Stack, TextField } from '@mui/material';
import { useEffect, useState } from 'react';
import { useTranslate } from 'react-admin';
import { MONTH_PATTERN } from '../../../domain/targets';
import { SettingPage } from '../../layout/setting/SettingPage';
import { useNotifyFailure } from '../../layout/useNotifyFailure';
import { Section } from '../../records/layout';
import { thisMonth } from '../dashboard/links';
import { HolderCard } from './HolderCard';
import { CopyConfirm, SplitConfirm } from './TargetActions';
import { TargetDialog, type Holder } from './TargetDialog';
import type { HolderTarget } from '../../dataProvider/targetsApi';
import { useTargetProgress } from './useTargetProgress';

const LIST = { display: 'grid', gap: 2 } as const;

/**
 * /setting/task (Setting Task): a month's targets of the groups and salespeople in the user's
 * reach, each with its progress; shown when Master Target is not 'none', as the menu entry is.
 */
export default function TaskPage() {
  return (
    <SettingPage show="task" title="app.setting_menu.setting_task">
      <MonthTargets />
    </SettingPage>
  );
}

function MonthTargets() {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const [month, setMonth] = useState(thisMonth);
  const [copying, setCopying] = useState(false);
  const [editing, setEditing] = useState<{ holder: Holder; target: HolderTarget } | null>(null);
  const [splitting, setSplitting] = useState<{ id: number; name: string } | null>(null);
  const progress = useTargetProgress(month);
  useEffect(() => {
    if (progress.error) notifyFailure('app.task.load_failed', progress.error);
  }, [progress.error, notifyFailure]);

  const data = progress.data;
  const groupName = (id: number | null) => (id === null ? translate('app.task.no_group') : data?.groups.find((g) => g.id_group === id)?.name);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <TextField
          type="month"
          label={translate('app.task.month')}
          value={month}
          onChange={(event) => MONTH_PATTERN.test(event.target.value) && setMonth(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { sm: 240 } }}
        />
        <Button variant="outlined" onClick={() => setCopying(true)} sx={{ whiteSpace: 'nowrap' }}>
          {translate('app.task.copy')}
        </Button>
      </Stack>
      {!data ? (
        progress.isPending && <LinearProgress sx={{ mt: 2 }} />
      ) : !data.groups.length && !data.users.length ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate('app.task.empty')}
        </Alert>
      ) : (
        <>
          {data.groups.length > 0 && (
            <Section title="app.task.groups">
              <Box sx={LIST}>
                {data.groups.map(({ id_group, name, target, actual }) => (
                  <HolderCard
                    key={`g${id_group}`}
                    name={name}
                    target={target}
                    actual={actual}
                    onEdit={() => setEditing({ holder: { id_group, name }, target })}
                    onSplit={target ? () => setSplitting({ id: target.id, name }) : undefined}
                  />
                ))}
              </Box>
            </Section>
          )}
          {data.users.length > 0 && (
            <Section title="app.task.users">
              <Box sx={LIST}>
                {data.users.map((u) => (
                  <HolderCard
                    key={`u${u.id_user}`}
                    name={u.name}
                    subtitle={groupName(u.id_group)}
                    target={u.target}
                    actual={u.actual}
                    onEdit={() => setEditing({ holder: { id_user: u.id_user, name: u.name }, target: u.target })}
                  />
                ))}
              </Box>
            </Section>
          )}
        </>
      )}
      {editing && <TargetDialog holder={editing.holder} target={editing.target} month={month} onClose={() => setEditing(null)} />}
      <CopyConfirm month={month} open={copying} onClose={() => setCopying(false)} />
      <SplitConfirm target={splitting} onClose={() => setSplitting(null)} />
    </>
  );
}
