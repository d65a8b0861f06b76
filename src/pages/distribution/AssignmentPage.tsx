import { Card, CardContent } from '@mui/material';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Section } from '../../records/layout';
import { SettingPage } from '../../layout/setting/SettingPage';
import { DistributionPlanner } from './DistributionPlanner';
import { DistributionRuleForm } from './DistributionRuleForm';
import { SourceFields, type SourceChoice } from './SourceFields';

/** Opened from an import's result (`?id_import=N`): that batch's prospects still waiting. */
function initialChoice(idImport: string | null): SourceChoice {
  const id_import = Number(idImport);
  return Number.isInteger(id_import) && id_import > 0 ? { source: { kind: 'filter', id_import, unassigned: true } } : { source: { kind: 'unassigned' } };
}

/** /setting/Assignment (List Distribusi): choose prospects, recipients and a method, preview, apply; and the standing rule. */
export default function AssignmentPage() {
  const [searchParams] = useSearchParams();
  const [choice, setChoice] = useState<SourceChoice>(() => initialChoice(searchParams.get('id_import')));
  return (
    <SettingPage show="distribusiData" title="app.setting_menu.list_distribusi" guide="distribusi-data">
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
    </SettingPage>
  );
}
