import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** docs/product.md: light primary colour. */
export const PRIMARY = '#305F72';
/** The name of a progress indicator without its own (the theme is built once, in the default language). */
const LOADING_LABEL = 'Memuat';
/** MUI's secondary text on white: 5.7:1. */
const TEXT_SECONDARY = 'rgba(0, 0, 0, 0.6)';
/** docs/product.md: scrollbar width. */
const SCROLLBAR = '5px';

/** The setting menu's longest entries ('Approval Kolaborasi' with its count chip) fit unclipped. */
export const SIDEBAR = { width: 272, closedWidth: 55 };

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  sidebar: SIDEBAR,
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: PRIMARY },
    // Darker than MUI's defaults, so that their text on white and on react-admin's grey toolbars
    // reaches 4.5:1 (outlined chips, text buttons such as 'Hapus').
    error: { main: '#b71c1c' },
    warning: { main: '#b45309' },
    info: { main: '#01579b' },
    // WCAG AA's 4.5:1 for text on a coloured fill (chips, buttons, badges): MUI writes dark text where
    // white falls short (react-admin's light secondary blue), instead of its default threshold of 3.
    contrastThreshold: 4.5,
  },
  components: {
    ...defaultLightTheme.components,
    // react-admin paints its top bar with the secondary colour; the brand colour belongs there.
    RaAppBar: { defaultProps: { color: 'primary' } },
    // react-admin writes its loading page's 'Mohon tunggu' in the disabled grey, 2.7:1 on white.
    RaLoading: { styleOverrides: { root: { '& .RaLoading-message': { color: TEXT_SECONDARY } } } },
    // A spinner or a bar that only says "wait" is named for screen readers; one with a value names itself.
    MuiCircularProgress: { defaultProps: { 'aria-label': LOADING_LABEL } },
    MuiLinearProgress: { defaultProps: { 'aria-label': LOADING_LABEL } },
    // A keyboard user finds the focus by a ring on every button, link-button, menu item, radio and
    // checkbox: MUI marks it only by a faint pulsing ripple, or a grey background on menu items.
    // Inside the element, so a menu or a table cell does not clip it; in the text's colour, so it
    // shows on the top bar and on a filled button alike.
    MuiButtonBase: {
      styleOverrides: { root: { '&.Mui-focusVisible': { outline: '2px solid currentColor', outlineOffset: '-2px' } } },
    },
    // react-admin folds the bulk-action bar to no height while no row is selected, yet its buttons
    // stayed in the tab order, unseen, and lay over the table's sort buttons: hidden until it opens.
    RaBulkActionsToolbar: { styleOverrides: { root: { '& .RaBulkActionsToolbar-collapsed': { visibility: 'hidden' } } } },
    MuiCssBaseline: {
      styleOverrides: {
        '*::-webkit-scrollbar': { width: SCROLLBAR, height: SCROLLBAR },
        '*::-webkit-scrollbar-thumb': { backgroundColor: 'rgba(0, 0, 0, 0.3)', borderRadius: SCROLLBAR },
        // Chrome ignores the rules above once scrollbar-width is set, so only browsers without them get it.
        '@supports not selector(::-webkit-scrollbar)': { '*': { scrollbarWidth: 'thin' } },
      },
    },
  },
};
