import { CardContent } from '@mui/material';
import { Labeled, Show, TextField } from 'react-admin';
import { DECISION_CHOICES, DECISION_COLORS } from '../../records/choices';
import { DecisionSection } from '../../records/DecisionFields';
import { DateTimeField, MemberField, ProspectField } from '../../records/fields';
import { FieldGrid } from '../../records/layout';
import { StatusChip } from '../../records/StatusChip';

/** /collab/:id: the request and its decision. */
export default function CollabShow() {
  return (
    <Show>
      <CardContent>
        <FieldGrid>
          <Labeled source="id_prospect">
            <ProspectField source="id_prospect" />
          </Labeled>
          <Labeled source="status">
            <StatusChip choices={DECISION_CHOICES} colors={DECISION_COLORS} />
          </Labeled>
          <Labeled source="id_user">
            <MemberField source="id_user" />
          </Labeled>
          <Labeled source="id_user_target">
            <MemberField source="id_user_target" />
          </Labeled>
          <Labeled source="reason">
            <TextField source="reason" />
          </Labeled>
          <Labeled source="created_at">
            <DateTimeField source="created_at" />
          </Labeled>
        </FieldGrid>
        <DecisionSection title="app.records.collab.decision" />
      </CardContent>
    </Show>
  );
}
