import { LegalPage } from './legal/LegalPage';
import { POLICY, POLICY_UPDATED } from './privacy/policy';

export default function PrivacyPolicyPage() {
  return (
    <LegalPage
      title="app.privacy.title"
      languageNote="app.privacy.language_note"
      updated={POLICY_UPDATED}
      sections={POLICY}
    />
  );
}
