import { FormControlLabel, Radio, RadioGroup } from '@mui/material';
import { useLocales, useTranslate } from 'react-admin';
import { useFocusAfterLanguageSwitch, useLanguageChoice } from '../../profile/useLanguageChoice';
import { PageSection } from '../../layout/PageSection';

const RADIOS = 'profile-language';
const findChecked = () => document.querySelector<HTMLElement>(`input[name="${RADIOS}"]:checked`);

/** The interface language, each named in its own tongue as in the top bar's language menu. */
export function LanguageSection() {
  const translate = useTranslate();
  const locales = useLocales();
  const { locale, choose } = useLanguageChoice();
  useFocusAfterLanguageSwitch(RADIOS, findChecked);
  return (
    <PageSection title="app.profile.language.title" intro="app.profile.language.intro">
      <RadioGroup
        name={RADIOS}
        aria-label={translate('app.profile.language.title')}
        value={locale}
        onChange={(event) => choose(event.target.value, RADIOS)}
      >
        {locales.map((option) => (
          <FormControlLabel key={option.locale} value={option.locale} control={<Radio />} label={<span lang={option.locale}>{option.name}</span>} />
        ))}
      </RadioGroup>
    </PageSection>
  );
}
