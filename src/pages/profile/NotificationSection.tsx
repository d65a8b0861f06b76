import { FormControlLabel, FormGroup, Switch, Typography } from '@mui/material';
import { useState } from 'react';
import { useDataProvider, useTranslate } from 'react-admin';
import { pushKindsFor } from '../../../domain/notifications';
import type { Profile } from '../../../domain/schemas/profile';
import { PUSH_KINDS, type PushKind } from '../../../domain/vocabularies';
import { useAccessSubject } from '../../authProvider/useAccessSubject';
import type { AppDataProvider } from '../../dataProvider';
import { useProfileChange } from '../../profile/profileQuery';
import { pushConfig } from '../../push/config';
import { PageSection } from '../../layout/PageSection';

/**
 * A switch per kind of notification the user can receive: on, it reaches their device by push;
 * off, only the bell shows it. A switch moves at once and its change is saved after the ones before.
 */
export function NotificationSection({ profile }: { profile: Profile }) {
  const translate = useTranslate();
  const dataProvider = useDataProvider<AppDataProvider>();
  const subject = useAccessSubject();
  const [muted, setMuted] = useState<readonly PushKind[]>(profile.push_muted);
  const save = useProfileChange((push_muted: PushKind[]) => dataProvider.updateProfile({ push_muted }), { saved: 'app.profile.notifications.saved' });
  const kinds = pushKindsFor(subject ?? { role_name: '', permissions: [] });

  const toggle = (kind: PushKind, pushed: boolean) => {
    const next = PUSH_KINDS.filter((each) => (each === kind ? !pushed : muted.includes(each)));
    setMuted(next);
    save.mutate(next, { onError: () => setMuted(profile.push_muted) });
  };

  return (
    <PageSection title="app.profile.notifications.title" intro="app.profile.notifications.intro">
      {pushConfig() ? null : (
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {translate('app.profile.notifications.push_off')}
        </Typography>
      )}
      <FormGroup aria-label={translate('app.profile.notifications.title')}>
        {kinds.map((kind) => (
          <FormControlLabel
            key={kind}
            control={<Switch checked={!muted.includes(kind)} onChange={(event) => toggle(kind, event.target.checked)} />}
            label={translate(`app.profile.notifications.kinds.${kind}`)}
          />
        ))}
      </FormGroup>
    </PageSection>
  );
}
