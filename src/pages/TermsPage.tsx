import { LegalPage } from './legal/LegalPage';
import { TERMS, TERMS_UPDATED } from './terms/terms';

/** 'Syarat Dan Ketentuan' of the user menu: the product gave it no target, so the app has its own. */
export default function TermsPage() {
  return (
    <LegalPage title="app.terms.title" languageNote="app.terms.language_note" updated={TERMS_UPDATED} sections={TERMS} />
  );
}
