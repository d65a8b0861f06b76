import { Button, Dialog, DialogTitle } from '@mui/material';
import {
  CreateBase,
  RadioButtonGroupInput,
  SaveButton,
  SimpleForm,
  TextInput,
  Toolbar,
  useNotify,
  useRefresh,
  useTranslate,
} from 'react-admin';
import { METHOD_CHOICES } from '../../records/choices';
import { MomentInput } from '../../records/inputs';
import { useRules } from '../../records/validation';
import { MAX_LENGTH } from '../../../domain/limits';
import type { Prospect } from '../../../domain/records';
import { useCreateOrQueue, type MaybeQueued } from '../../offline/useCreateOrQueue';
import { useIsSmall } from '../useIsSmall';

const label = (field: string) => `resources.prospect/fu.fields.${field}`;

function DialogToolbar({ onCancel }: { onCancel: () => void }) {
  const translate = useTranslate();
  return (
    <Toolbar sx={{ gap: 1 }}>
      <SaveButton />
      <Button onClick={onCancel}>{translate('ra.action.cancel')}</Button>
    </Toolbar>
  );
}

const savedMessage = (created: MaybeQueued) => {
  if (created.queued) return 'app.offline.queued';
  return created.status === 'pending' ? 'app.records.follow_up.saved_pending' : 'app.records.follow_up.saved';
};

type FollowUpDialogProps = { prospect: Pick<Prospect, 'id' | 'name'>; onClose: () => void };

/**
 * Records what was done with a prospect and when to come back; the server moves the prospect's
 * next follow-up to that date. Field errors of the server land on their fields. Without signal the
 * follow-up waits on the device and is sent when the signal returns (offline/useCreateOrQueue.ts).
 */
export function FollowUpDialog({ prospect, onClose }: FollowUpDialogProps) {
  const translate = useTranslate();
  const notify = useNotify();
  const refresh = useRefresh();
  const rules = useRules();
  const isSmall = useIsSmall();
  const createOrQueue = useCreateOrQueue(() => translate('app.offline.change.follow_up', { name: prospect.name }));
  const onSuccess = (created: MaybeQueued) => {
    notify(savedMessage(created), { type: created.queued ? 'info' : 'success' });
    onClose();
    refresh();
  };
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="sm"
      fullScreen={isSmall}
      aria-labelledby="follow-up-dialog-title"
      // React events bubble out of portals: a click in here must not also open the list row behind.
      onClick={(event) => event.stopPropagation()}
    >
      <DialogTitle id="follow-up-dialog-title">{translate('app.records.follow_up.dialog_title', { name: prospect.name })}</DialogTitle>
      <CreateBase
        resource="prospect/fu"
        record={{ id_prospect: prospect.id, method: 'whatsapp' }}
        redirect={false}
        mutationOptions={{ onSuccess, mutationFn: createOrQueue }}
      >
        <SimpleForm toolbar={<DialogToolbar onCancel={onClose} />}>
          <RadioButtonGroupInput source="method" choices={METHOD_CHOICES} validate={rules.required(label('method'))} />
          <TextInput source="result" multiline minRows={2} validate={rules.maxLength(label('result'), MAX_LENGTH.followup.result)} />
          <TextInput source="notes" multiline validate={rules.maxLength(label('notes'), MAX_LENGTH.followup.notes)} />
          <MomentInput source="next_follow_up" />
        </SimpleForm>
      </CreateBase>
    </Dialog>
  );
}
