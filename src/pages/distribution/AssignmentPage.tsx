import { Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { Section } from '../../records/layout';
import { DistributionPage } from './DistributionPage';
import { DistributionPlanner } from './DistributionPlanner';
import { DistributionRuleForm } from './DistributionRuleForm';
import { SourceFields, type SourceChoice } from './SourceFields';

/** /setting/Assignment (List Distribusi): choose prospects, recipients and a method, preview, apply; and the standing rule. */
export default function AssignmentPage() {
  const [choice, setChoice] = useState<SourceChoice>({ source: { kind: 'unassigned' } });
  return (
    <DistributionPage title="app.setting_menu.list_distribusi">
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Section title="app.distribution.source.title">
            <SourceFields value={choice} onChange={setChoice} />
          </Section>
          <Section title="app.distribution.recipients.title">
            <DistributionPlanner source={choice.source} limit={choice.limit} />
          </Section>
        </CardContent>
      </Card>
      <Card sx={{ mt: 2 }}>
        <CardContent>
          <Section title="app.distribution.rule.title">
            <DistributionRuleForm />
          </Section>
        </CardContent>
      </Card>
    </DistributionPage>
  );
}
