import { MenuItem, TextField } from '@mui/material';
import { useGetList, useTranslate } from 'react-admin';

type UserFilterProps = { value: number | undefined; onChange: (id_user: number | undefined) => void };

/** An Administrator's choice of whose sessions to list: everyone's, or one colleague's. */
export function UserFilter({ value, onChange }: UserFilterProps) {
  const translate = useTranslate();
  const members = useGetList<{ id: number; name: string }>('members', { pagination: { page: 1, perPage: 500 }, sort: { field: 'name', order: 'ASC' } });
  return (
    <TextField
      select
      size="small"
      label={translate('app.devices.user_filter')}
      value={value === undefined ? '' : String(value)}
      onChange={(event) => onChange(event.target.value === '' ? undefined : Number(event.target.value))}
      // 'Semua pengguna' shows as the value, not an empty field under the label.
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ width: { xs: '100%', sm: 260 } }}
    >
      <MenuItem value="">{translate('app.devices.all_users')}</MenuItem>
      {(members.data ?? []).map((member) => (
        <MenuItem key={member.id} value={String(member.id)}>
          {member.name}
        </MenuItem>
      ))}
    </TextField>
  );
}
