import TranslateIcon from '@mui/icons-material/Translate';
import { IconButton, Menu, MenuItem } from '@mui/material';
import { useEffect, useState } from 'react';
import { useLocaleState, useLocales, useTranslate } from 'react-admin';

const MENU_ID = 'language-menu';

/**
 * The interface language (Indonesian unless the user picks English). Each language is named in
 * its own tongue, so a user who cannot read the current one still finds theirs; react-admin keeps
 * the choice in its store, and API errors follow it (docs/api.md, Errors).
 */
export function LanguageMenu() {
  const translate = useTranslate();
  const locales = useLocales();
  const [locale, setLocale] = useLocaleState();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  // Screen readers read the page in the language its root names.
  useEffect(() => {
    document.documentElement.lang = locale;
  }, [locale]);
  if (locales.length < 2) return null;
  return (
    <>
      <IconButton
        color="inherit"
        aria-label={translate('app.language.label')}
        aria-haspopup="menu"
        aria-controls={anchor ? MENU_ID : undefined}
        onClick={(event) => setAnchor(event.currentTarget)}
      >
        <TranslateIcon />
      </IconButton>
      <Menu id={MENU_ID} anchorEl={anchor} open={anchor !== null} onClose={() => setAnchor(null)}>
        {locales.map((option) => (
          <MenuItem
            key={option.locale}
            lang={option.locale}
            selected={option.locale === locale}
            onClick={() => {
              setAnchor(null);
              setLocale(option.locale);
            }}
          >
            {option.name}
          </MenuItem>
        ))}
      </Menu>
    </>
  );
}
