import { Box, Divider, List, ListSubheader } from '@mui/material';
import { useMemo } from 'react';
import { useSidebarState, useTranslate } from 'react-admin';
import { SIDEBAR } from '../theme';
import { settingMenu } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import type { PengajuanKind } from '../../../domain/vocabularies';
import { visibleGroups, visiblePengajuan, type SettingEntry } from './entries';
import { SettingMenuItem } from './SettingMenuItem';
import { SettingSubMenu } from './SettingSubMenu';
import { usePengajuanCounts } from './usePengajuanCounts';

type Counts = Partial<Record<PengajuanKind, number>>;

function Entry({ entry, counts }: { entry: SettingEntry; counts: Counts }) {
  if (entry.children) {
    const waiting = entry.children.reduce((sum, child) => sum + ((child.pengajuan && counts[child.pengajuan]) || 0), 0);
    return (
      <SettingSubMenu entry={entry} count={waiting}>
        {entry.children.map((child) => (
          <Entry key={child.label} entry={child} counts={counts} />
        ))}
      </SettingSubMenu>
    );
  }
  if (!entry.to) return null;
  return <SettingMenuItem entry={{ ...entry, to: entry.to }} count={entry.pengajuan && counts[entry.pengajuan]} />;
}

/**
 * The left menu of the setting layout: each entry shown by the rules of docs/sessions-and-access.md.
 * A navigation landmark holding a list of links (docs/accessibility.md), not an application menu:
 * Tab reaches every entry, and a screen reader reads each group's name before its entries.
 */
export function SettingMenu() {
  const translate = useTranslate();
  const [sidebarIsOpen] = useSidebarState();
  const subject = useAccessSubject();
  const groups = useMemo(() => (subject ? visibleGroups(settingMenu(subject)) : []), [subject]);
  const counts = usePengajuanCounts(useMemo(() => visiblePengajuan(groups), [groups]));

  return (
    <Box
      component="nav"
      aria-label={translate('app.setting_menu.title')}
      sx={(theme) => ({
        width: sidebarIsOpen ? SIDEBAR.width : SIDEBAR.closedWidth,
        transition: theme.transitions.create('width', { easing: theme.transitions.easing.sharp, duration: theme.transitions.duration.leavingScreen }),
      })}
    >
      <List>
        {groups.flatMap((group, index) => [
          sidebarIsOpen ? (
            <ListSubheader key={group.label} disableSticky sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>
              {translate(group.label)}
            </ListSubheader>
          ) : index > 0 ? (
            <Divider key={group.label} component="li" aria-hidden />
          ) : null,
          ...group.entries.map((entry) => <Entry key={entry.label} entry={entry} counts={counts} />),
        ])}
      </List>
    </Box>
  );
}
