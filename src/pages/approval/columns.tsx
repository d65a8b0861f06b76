import { DataTable, ReferenceField, TextField } from 'react-admin';
import { formatDateTime } from '../../format';

type PersonColProps = { source: string; label: string };

/** A person named by id: the read-only `members` lookup gives the name to anyone of the company. */
export const PersonCol = ({ source, label }: PersonColProps) => (
  <DataTable.Col source={source} label={label} disableSort>
    <ReferenceField source={source} reference="members" link={false}>
      <TextField source="name" />
    </ReferenceField>
  </DataTable.Col>
);

/** The prospect the request is about, linked to its page where the prospect screens offer one. */
export const ProspectCol = () => (
  <DataTable.Col source="id_prospect" label="app.approval.column.prospect" disableSort>
    <ReferenceField source="id_prospect" reference="prospect">
      <TextField source="name" />
    </ReferenceField>
  </DataTable.Col>
);

export const dateTimeOrDash = (value: unknown) =>
  typeof value === 'string' || value instanceof Date ? formatDateTime(value) : '-';

/** When the request was made (the list's order). */
export const CreatedAtCol = ({ label = 'app.approval.column.created_at' }: { label?: string }) => (
  <DataTable.Col source="created_at" label={label} render={(record) => dateTimeOrDash(record.created_at)} />
);
