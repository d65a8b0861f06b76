import { Autocomplete, Stack, TextField } from '@mui/material';
import { useTranslate } from 'react-admin';
import type { RecipientChoices } from '../../dataProvider/distributionTypes';

export type Recipients = { user_ids: number[]; group_ids: number[] };

type RecipientPickerProps = {
  choices: RecipientChoices | undefined;
  value: Recipients;
  onChange: (value: Recipients) => void;
};

/** Salespeople and whole groups, several of each; a group stands for its active members. */
export function RecipientPicker({ choices, value, onChange }: RecipientPickerProps) {
  const translate = useTranslate();
  // MUI's own texts are English.
  const texts = {
    noOptionsText: translate('app.distribution.recipients.none'),
    clearText: translate('ra.action.clear_input_value'),
    openText: translate('ra.action.open'),
    closeText: translate('ra.action.close'),
  };
  const users = choices?.users ?? [];
  const groups = choices?.groups ?? [];
  return (
    <Stack spacing={2}>
      <Autocomplete
        {...texts}
        multiple
        options={users}
        getOptionLabel={(u) => `${u.name} · ${translate('app.distribution.recipients.open', { n: u.open })}`}
        isOptionEqualToValue={(a, b) => a.id_user === b.id_user}
        value={users.filter((u) => value.user_ids.includes(u.id_user))}
        onChange={(_, chosen) => onChange({ ...value, user_ids: chosen.map((u) => u.id_user) })}
        renderInput={(params) => <TextField {...params} label={translate('app.distribution.recipients.users')} />}
      />
      <Autocomplete
        {...texts}
        multiple
        options={groups}
        getOptionLabel={(g) => g.name}
        isOptionEqualToValue={(a, b) => a.id === b.id}
        value={groups.filter((g) => value.group_ids.includes(g.id))}
        onChange={(_, chosen) => onChange({ ...value, group_ids: chosen.map((g) => g.id) })}
        renderInput={(params) => <TextField {...params} label={translate('app.distribution.recipients.groups')} />}
      />
    </Stack>
  );
}
