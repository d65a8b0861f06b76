import { Box, Card, CardContent, List, ListItemIcon, ListItemText, Typography } from '@mui/material';
import { Loading, Title, useTranslate } from 'react-admin';
import { settingMenu } from '../../../domain/permissions';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import { ListLink } from '../ListLink';
import { PageTitleCopy } from '../PageTitleCopy';
import { visibleGroups, visiblePages, type SettingGroup } from './entries';

function GroupCard({ group }: { group: SettingGroup }) {
  const translate = useTranslate();
  const headingId = `setting-home-${group.label}`;
  return (
    <Card component="section" aria-labelledby={headingId} sx={{ height: '100%' }}>
      <CardContent sx={{ pb: 1 }}>
        <Typography id={headingId} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
          {translate(group.label)}
        </Typography>
        <List dense disablePadding>
          {visiblePages([group]).map((page) => {
            const Icon = page.icon;
            return (
              <ListLink key={page.to} to={page.to ?? ''} reloadDocument={page.serverPage} sx={{ borderRadius: 1 }}>
                <ListItemIcon sx={{ minWidth: 36 }}>
                  <Icon fontSize="small" />
                </ListItemIcon>
                <ListItemText primary={translate(page.label)} />
              </ListLink>
            );
          })}
        </List>
      </CardContent>
    </Card>
  );
}

/**
 * /setting/indexx, the settings home: a card for each group of the setting menu this user may
 * open, with its pages (the same rules as the menu, docs/sessions-and-access.md). /setting still
 * opens the first page.
 */
export function SettingHome() {
  const subject = useAccessSubject();
  if (!subject) return <Loading />;
  const groups = visibleGroups(settingMenu(subject));
  return (
    <Box sx={{ width: '100%', minWidth: 0, pb: 4 }}>
      <Title title="app.setting_home.title" />
      <PageTitleCopy title="app.setting_home.title" phonesOnly sx={{ mt: 2 }} />
      <Box sx={{ display: 'grid', gap: 2, mt: 2, gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, 1fr)', lg: 'repeat(3, 1fr)' } }}>
        {groups.map((group) => (
          <GroupCard key={group.label} group={group} />
        ))}
      </Box>
    </Box>
  );
}
