import { Typography } from '@mui/material';
import {
  CreateButton,
  DataTable,
  FilterButton,
  List,
  SelectField,
  SimpleList,
  TopToolbar,
  useCanAccess,
  useTranslate,
} from 'react-admin';
import type { Visum } from '../../../domain/records';
import { useVisumFilters } from './useVisumFilters';
import { formatDateTime } from '../../format';
import { DateTimeField, MemberField } from '../../records/fields';
import { BesideName } from '../../records/StatusChip';
import { useIsSmall } from '../useIsSmall';
import { PURPOSE_CHOICES, visumDetailPath } from './purposes';
import { GuideLink } from '../../layout/GuideLink';

const Purpose = () => <SelectField source="purpose" choices={PURPOSE_CHOICES} />;
const openDetail = (id: string | number) => visumDetailPath(id);

function Actions() {
  const { canAccess } = useCanAccess({ resource: 'setting/visum', action: 'create' });
  return (
    <TopToolbar>
      <FilterButton />
      {canAccess ? <CreateButton label="app.visum.record" /> : null}
      <GuideLink topic="visum" />
    </TopToolbar>
  );
}

function Empty() {
  const translate = useTranslate();
  return (
    <>
      <Typography sx={{ p: 2 }}>{translate('app.visum.empty')}</Typography>
      <Actions />
    </>
  );
}

function VisitRows() {
  const isSmall = useIsSmall();
  if (isSmall) {
    return (
      <SimpleList<Visum>
        primaryText={<MemberField source="id_user" />}
        secondaryText={(record) => formatDateTime(record.visited_at)}
        tertiaryText={
          <BesideName>
            <Purpose />
          </BesideName>
        }
        linkType={(record) => openDetail(record.id)}
      />
    );
  }
  return (
    <DataTable<Visum> bulkActionButtons={false} rowClick={(id) => openDetail(id)}>
      <DataTable.Col source="visited_at" label="app.visum.visited_at" field={DateTimeField} />
      <DataTable.Col source="id_user" label="app.visum.visitor" field={MemberField} />
      <DataTable.Col source="purpose" label="app.visum.purpose_label" field={Purpose} />
      <DataTable.Col source="notes" label="app.visum.notes" disableSort />
    </DataTable>
  );
}

/** /setting/visum: the visits of the caller's scope (their own, their group's, or the company's), newest first. */
export default function VisumList() {
  const filters = useVisumFilters();
  return (
    <List title="app.visum.title" filters={filters} sort={{ field: 'visited_at', order: 'DESC' }} exporter={false} actions={<Actions />} empty={<Empty />}>
      <VisitRows />
    </List>
  );
}
