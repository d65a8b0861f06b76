import { Divider, ListSubheader } from '@mui/material';
import { useMemo } from 'react';
import { Menu, useSidebarState, useTranslate } from 'react-admin';
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

/** The left menu of the setting layout: each entry shown by the rules of docs/sessions-and-access.md. */
export function SettingMenu() {
  const translate = useTranslate();
  const [sidebarIsOpen] = useSidebarState();
  const subject = useAccessSubject();
  const groups = useMemo(() => (subject ? visibleGroups(settingMenu(subject)) : []), [subject]);
  const counts = usePengajuanCounts(useMemo(() => visiblePengajuan(groups), [groups]));

  return (
    <Menu aria-label={translate('app.setting_menu.title')}>
      {/* Flat children: MUI's menu list does not accept fragments. */}
      {groups.flatMap((group, index) => [
        sidebarIsOpen ? (
          <ListSubheader key={group.label} disableSticky sx={{ bgcolor: 'transparent', lineHeight: '36px' }}>
            {translate(group.label)}
          </ListSubheader>
        ) : index > 0 ? (
          <Divider key={group.label} />
        ) : null,
        ...group.entries.map((entry) => <Entry key={entry.label} entry={entry} counts={counts} />),
      ])}
    </Menu>
  );
}
