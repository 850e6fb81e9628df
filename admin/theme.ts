import { defaultLightTheme, type RaThemeOptions } from 'react-admin';

/** The public site's colours (app/styles/tokens.css): navy for structure, red for the main action. */
export const theme: RaThemeOptions = {
  ...defaultLightTheme,
  palette: {
    ...defaultLightTheme.palette,
    mode: 'light',
    primary: { main: '#12406d', dark: '#0b2a4a', light: '#3d6285', contrastText: '#fff' },
    secondary: { main: '#c8352e', dark: '#a82a24', light: '#e06b64', contrastText: '#fff' },
    background: { default: '#f4f6f9', paper: '#ffffff' },
    text: { primary: '#1d2733', secondary: '#5b6775' },
    divider: '#dde3ea',
  },
  shape: { borderRadius: 6 },
  typography: {
    fontFamily:
      '"Segoe UI", system-ui, -apple-system, Roboto, "Helvetica Neue", Arial, "PingFang SC", "Microsoft YaHei", "Noto Sans CJK SC", sans-serif',
  },
  sidebar: { width: 240, closedWidth: 55 },
  components: {
    ...defaultLightTheme.components,
    RaAppBar: { styleOverrides: { root: { '& .RaAppBar-toolbar': { minHeight: 56 } } } },
    MuiAppBar: { styleOverrides: { colorSecondary: { backgroundColor: '#0b2a4a', color: '#fff' } } },
    RaToolbar: { styleOverrides: { root: { backgroundColor: '#e8f0f7' } } },
    RaMenuItemLink: {
      styleOverrides: {
        root: {
          '&.RaMenuItemLink-active': {
            borderLeft: '3px solid #c8352e',
            backgroundColor: '#e8f0f7',
            color: '#0b2a4a',
            fontWeight: 600,
          },
        },
      },
    },
    RaDatagrid: { styleOverrides: { root: { '& .RaDatagrid-headerCell': { whiteSpace: 'nowrap' } } } },
    MuiTableRow: { styleOverrides: { root: { '&:last-child td': { borderBottom: 0 } } } },
  },
};
