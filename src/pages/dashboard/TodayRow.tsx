import CallIcon from '@mui/icons-material/Call';
import EventNoteIcon from '@mui/icons-material/EventNote';
import WhatsAppIcon from '@mui/icons-material/WhatsApp';
import { IconButton, Link, ListItem, Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { useCanAccess, useTranslate } from 'react-admin';
import { Link as RouterLink } from 'react-router-dom';
import type { Today } from '../../../domain/schemas/today';
import { whatsappLink } from '../../../domain/phoneFormat';
import { TAP_TARGET } from '../../records/tapTarget';
import { FollowUpDialog } from '../../resources/followup/FollowUpDialog';

type TodayProspect = Today['due']['items'][number];

/** Room for a thumb outdoors (WCAG 2.5.5's 44 px), where the list is worked from. */
const THUMB = { width: 44, height: 44 } as const;

type TodayRowProps = { prospect: Omit<TodayProspect, 'next_follow_up'>; detail: string; showOwner: boolean };

/**
 * A prospect to contact today: its name opens it; one tap calls, opens WhatsApp or records the
 * follow-up (the dialog of the follow-up page).
 */
export function TodayRow({ prospect, detail, showOwner }: TodayRowProps) {
  const translate = useTranslate();
  const [recording, setRecording] = useState(false);
  const { canAccess: canRecord } = useCanAccess({ resource: 'prospect/fu', action: 'create' });
  const name = { name: prospect.name };
  return (
    <ListItem divider sx={{ flexWrap: 'wrap', gap: 1, px: 0 }}>
      <Stack sx={{ flex: '1 1 12rem', minWidth: 0 }}>
        <Link component={RouterLink} to={`/prospect/${prospect.id}/show`} underline="hover" sx={{ ...TAP_TARGET, fontWeight: 500 }}>
          {prospect.name}
        </Link>
        <Typography variant="body2" color="text.secondary">
          {detail}
          {showOwner && prospect.owner_name ? ` · ${translate('app.today.owner', { name: prospect.owner_name })}` : ''}
        </Typography>
      </Stack>
      <Stack direction="row" sx={{ gap: 0.5 }}>
        <IconButton href={`tel:${prospect.phone}`} aria-label={translate('app.today.call', name)} sx={THUMB} color="primary">
          <CallIcon />
        </IconButton>
        <IconButton
          href={whatsappLink(prospect.whatsapp ?? prospect.phone)}
          target="_blank"
          rel="noopener noreferrer"
          aria-label={translate('app.today.whatsapp', name)}
          sx={THUMB}
          color="success"
        >
          <WhatsAppIcon />
        </IconButton>
        {canRecord ? (
          <IconButton onClick={() => setRecording(true)} aria-label={`${translate('app.records.follow_up.record')}: ${prospect.name}`} sx={THUMB} color="primary">
            <EventNoteIcon />
          </IconButton>
        ) : null}
      </Stack>
      {recording ? <FollowUpDialog prospect={prospect} onClose={() => setRecording(false)} /> : null}
    </ListItem>
  );
}
