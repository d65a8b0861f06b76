import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** docs/product.md: light primary colour. */
export const PRIMARY = '#305F72';
/** docs/product.md: scrollbar width. */
const SCROLLBAR = '5px';

export const lightTheme: RaThemeOptions = {
  ...defaultLightTheme,
  // The setting menu's longest entries ('Approval Kolaborasi' with its count chip) fit unclipped.
  sidebar: { width: 272, closedWidth: 55 },
  palette: {
    ...defaultLightTheme.palette,
    primary: { main: PRIMARY },
  },
  components: {
    ...defaultLightTheme.components,
    // react-admin paints its top bar with the secondary colour; the brand colour belongs there.
    RaAppBar: { defaultProps: { color: 'primary' } },
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
