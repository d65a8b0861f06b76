import { Alert, Box, Button, LinearProgress, Stack, TextField, Typography } from '@mui/material';
import { useEffect, useState } from 'react';
import { Loading, useTranslate } from 'react-admin';
import { settingMenu } from '../../../domain/permissions';
import { MONTH_PATTERN } from '../../../domain/targets';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { SettingPageFrame } from '../../layout/setting/SettingPage';
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
 * reach, each with its progress. Whoever has Master Target (the menu entry's rule) sets them; anyone
 * else reads their own scope's, as the dashboard's card does: the user menu's Pengaturan leads every
 * user here, so it is never a 404 (docs/product.md, Setting Task).
 */
export default function TargetsPage() {
  const subject = useAccessSubject();
  if (!subject) return <Loading />;
  return (
    <SettingPageFrame title="app.setting_menu.setting_task">
      <MonthTargets manages={settingMenu(subject).task} />
    </SettingPageFrame>
  );
}

/** `manages`: the user sets the targets in reach; otherwise the page only reads them. */
function MonthTargets({ manages }: { manages: boolean }) {
  const translate = useTranslate();
  const notifyFailure = useNotifyFailure();
  const [month, setMonth] = useState(thisMonth);
  const [copying, setCopying] = useState(false);
  const [editing, setEditing] = useState<{ holder: Holder; target: HolderTarget } | null>(null);
  const [splitting, setSplitting] = useState<{ id: number; name: string } | null>(null);
  const progress = useTargetProgress(month);
  useEffect(() => {
    if (progress.error) notifyFailure('app.targets.load_failed', progress.error);
  }, [progress.error, notifyFailure]);

  const data = progress.data;
  const groupName = (id: number | null) => (id === null ? translate('app.targets.no_group') : data?.groups.find((g) => g.id_group === id)?.name);
  return (
    <>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
        <TextField
          type="month"
          label={translate('app.targets.month')}
          value={month}
          onChange={(event) => MONTH_PATTERN.test(event.target.value) && setMonth(event.target.value)}
          slotProps={{ inputLabel: { shrink: true } }}
          sx={{ width: { sm: 240 } }}
        />
        {manages ? (
          <Button variant="outlined" onClick={() => setCopying(true)} sx={{ whiteSpace: 'nowrap' }}>
            {translate('app.targets.copy')}
          </Button>
        ) : (
          <Typography variant="body2" color="text.secondary">
            {translate('app.targets.read_only')}
          </Typography>
        )}
      </Stack>
      {!data ? (
        progress.isPending && <LinearProgress sx={{ mt: 2 }} />
      ) : !data.groups.length && !data.users.length ? (
        <Alert severity="info" sx={{ mt: 2 }}>
          {translate(manages ? 'app.targets.empty' : 'app.targets.empty_read_only')}
        </Alert>
      ) : (
        <>
          {data.groups.length > 0 && (
            <Section title="app.targets.groups">
              <Box sx={LIST}>
                {data.groups.map(({ id_group, name, target, actual }) => (
                  <HolderCard
                    key={`g${id_group}`}
                    name={name}
                    target={target}
                    actual={actual}
                    onEdit={manages ? () => setEditing({ holder: { id_group, name }, target }) : undefined}
                    onSplit={manages && target ? () => setSplitting({ id: target.id, name }) : undefined}
                  />
                ))}
              </Box>
            </Section>
          )}
          {data.users.length > 0 && (
            <Section title="app.targets.users">
              <Box sx={LIST}>
                {data.users.map((u) => (
                  <HolderCard
                    key={`u${u.id_user}`}
                    name={u.name}
                    subtitle={groupName(u.id_group)}
                    target={u.target}
                    actual={u.actual}
                    onEdit={manages ? () => setEditing({ holder: { id_user: u.id_user, name: u.name }, target: u.target }) : undefined}
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
