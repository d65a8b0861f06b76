import TranslateIcon from '@mui/icons-material/Translate';
import { MenuItem } from '@mui/material';
import { useEffect } from 'react';
import { useLocales, useTranslate } from 'react-admin';
import { useFocusAfterLanguageSwitch, useLanguageChoice } from '../profile/useLanguageChoice';
import { MenuButton } from './MenuButton';

const MENU_ID = 'language-menu';
const findButton = () => document.getElementById(`${MENU_ID}-button`);

/**
 * The interface language (Indonesian unless the user picks English). Each language is named in
 * its own tongue, so a user who cannot read the current one still finds theirs; react-admin keeps
 * the choice in its store, the user's profile keeps it for their other devices (docs/profile.md),
 * and API errors follow it (docs/api.md, Errors).
 */
export function LanguageMenu() {
  const translate = useTranslate();
  const locales = useLocales();
  const { locale, choose } = useLanguageChoice();
  useFocusAfterLanguageSwitch(MENU_ID, findButton);
  // Screen readers read the page in the language its root names.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  if (locales.length < 2) return null;
  return (
    <MenuButton label={translate('app.language.label')} menuId={MENU_ID} icon={<TranslateIcon />}>
      {(close) =>
        locales.map((option) => (
          <MenuItem
            key={option.locale}
            lang={option.locale}
            selected={option.locale === locale}
            onClick={() => {
              close();
              choose(option.locale, MENU_ID);
            }}
          >
            {option.name}
          </MenuItem>
        ))
      }
    </MenuButton>
  );
}
