import { Labeled, TextField, useRecordContext } from 'react-admin';
import { DateTimeField, MemberField } from './fields';
import { FieldGrid, Section } from './layout';

/** Who decided an approval item (a collaboration, an order), when and why; nothing while it waits. */
export function DecisionSection({ title }: { title: string }) {
  const record = useRecordContext<{ decided_at?: string | null }>();
  if (!record?.decided_at) return null;
  return (
    <Section title={title}>
      <FieldGrid>
        <Labeled source="decided_by">
          <MemberField source="decided_by" />
        </Labeled>
        <Labeled source="decided_at">
          <DateTimeField source="decided_at" />
        </Labeled>
        <Labeled source="decision_reason">
          <TextField source="decision_reason" />
        </Labeled>
      </FieldGrid>
    </Section>
  );
}
