// The ONE theme of the site (BRAND.md). Components style with `sx` and these tokens, never raw colours.
//
// CSS theme variables with two colour schemes: `light` is the page, `dark` is the variant for the hero,
// the top bar and (later) the footer. A subtree switches to it with `data-mui-color-scheme="dark"`
// (see components/DarkSurface.tsx); there is still a single ThemeProvider and a single theme.
//
// Contrast (WCAG 2.x ratios, AA needs 4.5 for body text, 3 for large text and UI parts):
//   charcoal #1F2421 on surface #F7F5F0: 14.5   |  secondary text #4B5550 on #F7F5F0: 7.1
//   white on primary #0B3D2E: 12.2              |  white on fairway #1E7B4A: 5.3
//   charcoal on sand #D8B26E: 7.9               |  sand on dark #072A20: 7.7
//   dark scheme text #F4F1EA on #072A20: 13.7   |  dark secondary text #C9D3CC on #072A20: 10.0
import type {} from '@mui/material/themeCssVarsAugmentation';
import { createTheme, type Theme } from '@mui/material/styles';

/** Brand surfaces that are more than one colour (CSS gradients), read as `theme.brand.*`. */
interface BrandSurfaces {
  /** The hero: deep green into night, a warm sand glow, faint mowing stripes. */
  hero: string;
  /** A location card's header band. */
  band: string;
  /** The dark top bar. */
  bar: string;
}

declare module '@mui/material/styles' {
  interface Theme {
    brand: BrandSurfaces;
  }
  interface ThemeOptions {
    brand?: BrandSurfaces;
  }
  interface Palette {
    /** Warm sand: highlights, the hero call to action, small accents. Never as text on light surfaces. */
    accent: Palette['primary'];
  }
  interface PaletteOptions {
    accent?: PaletteOptions['primary'];
  }
}

declare module '@mui/material/Button' {
  interface ButtonPropsColorOverrides {
    accent: true;
  }
}

declare module '@mui/material/Chip' {
  interface ChipPropsColorOverrides {
    accent: true;
  }
}

/** Brand colours, named once. Use theme tokens (`primary.main`, `accent.main`) in components. */
export const brandColors = {
  deepGreen: '#0B3D2E',
  deepGreenLight: '#1F5C47',
  deepGreenDark: '#062A1F',
  fairway: '#1E7B4A',
  fairwayLight: '#3C9A66',
  fairwayDark: '#145C36',
  fairwayBright: '#6FCF97',
  sand: '#D8B26E',
  sandLight: '#E7CF9E',
  sandDark: '#C49B52',
  surface: '#F7F5F0',
  paper: '#FFFFFF',
  charcoal: '#1F2421',
  slate: '#4B5550',
  night: '#072A20',
  nightPaper: '#0E3A2C',
  cream: '#F4F1EA',
  mist: '#C9D3CC',
} as const;

/** Minimum size of anything a finger presses (BRAND.md: generous touch targets). */
const TOUCH_TARGET = 44;

const fontFamily = [
  '"Inter Variable"',
  'Inter',
  'system-ui',
  '-apple-system',
  '"Segoe UI"',
  'Roboto',
  '"Helvetica Neue"',
  'Arial',
  'sans-serif',
].join(',');

const stripes = (alpha: number, width: number) =>
  `repeating-linear-gradient(100deg, rgba(255, 255, 255, ${alpha}) 0 ${width}px, transparent ${width}px ${width * 2}px)`;

const brandSurfaces: BrandSurfaces = {
  hero: [
    'radial-gradient(900px 520px at 88% -8%, rgba(216, 178, 110, 0.22), transparent 62%)',
    'radial-gradient(760px 520px at -12% 112%, rgba(60, 154, 102, 0.34), transparent 60%)',
    stripes(0.014, 72),
    `linear-gradient(165deg, ${brandColors.deepGreen} 0%, ${brandColors.night} 58%, #041A12 100%)`,
  ].join(', '),
  band: [
    'radial-gradient(280px 160px at 100% 0%, rgba(216, 178, 110, 0.28), transparent 70%)',
    stripes(0.03, 28),
    `linear-gradient(135deg, ${brandColors.deepGreen} 0%, ${brandColors.fairwayDark} 100%)`,
  ].join(', '),
  bar: `linear-gradient(180deg, #06251B 0%, ${brandColors.deepGreen} 100%)`,
};

let made: Theme | undefined;

/**
 * The theme, made on first use: making it (its palettes and CSS variables) is 30-65 ms on a phone's CPU, and the
 * browser makes it in a task of its own before the first render (main.tsx) rather than inside the first load's
 * module evaluation, the longest task of a page's start (issue 33).
 */
export const appTheme = (): Theme => (made ??= makeTheme());

const makeTheme = () =>
  createTheme({
    brand: brandSurfaces,
    cssVariables: { colorSchemeSelector: 'data-mui-color-scheme', cssVarPrefix: 'bn' },
    defaultColorScheme: 'light',
    colorSchemes: {
      light: {
        palette: {
          primary: {
            main: brandColors.deepGreen,
            light: brandColors.deepGreenLight,
            dark: brandColors.deepGreenDark,
            contrastText: '#FFFFFF',
          },
          secondary: { main: brandColors.fairway, light: brandColors.fairwayLight, dark: brandColors.fairwayDark, contrastText: '#FFFFFF' },
          accent: { main: brandColors.sand, light: brandColors.sandLight, dark: brandColors.sandDark, contrastText: brandColors.charcoal },
          success: { main: brandColors.fairway, contrastText: '#FFFFFF' },
          error: { main: '#B3261E', contrastText: '#FFFFFF' },
          background: { default: brandColors.surface, paper: brandColors.paper },
          text: { primary: brandColors.charcoal, secondary: brandColors.slate },
          divider: 'rgba(31, 36, 33, 0.12)',
        },
      },
      dark: {
        palette: {
          primary: { main: brandColors.fairwayBright, light: '#9BE0B8', dark: '#4CB782', contrastText: brandColors.night },
          secondary: { main: brandColors.fairwayBright, light: '#9BE0B8', dark: '#4CB782', contrastText: brandColors.night },
          accent: { main: brandColors.sand, light: brandColors.sandLight, dark: brandColors.sandDark, contrastText: brandColors.charcoal },
          success: { main: brandColors.fairwayBright, contrastText: brandColors.night },
          error: { main: '#F2B8B5', contrastText: '#601410' },
          background: { default: brandColors.night, paper: brandColors.nightPaper },
          text: { primary: brandColors.cream, secondary: brandColors.mist },
          divider: 'rgba(244, 241, 234, 0.16)',
        },
      },
    },
    spacing: 8,
    shape: { borderRadius: 12 },
    typography: {
      fontFamily,
      h1: { fontSize: 'clamp(2.75rem, 6vw + 1.25rem, 4.5rem)', fontWeight: 800, lineHeight: 1.04, letterSpacing: '-0.035em' },
      h2: { fontSize: 'clamp(1.875rem, 2.5vw + 1.1rem, 2.75rem)', fontWeight: 750, lineHeight: 1.12, letterSpacing: '-0.025em' },
      h3: { fontSize: '1.5rem', fontWeight: 700, lineHeight: 1.2, letterSpacing: '-0.015em' },
      h4: { fontSize: '1.25rem', fontWeight: 700, lineHeight: 1.25, letterSpacing: '-0.01em' },
      h5: { fontSize: '1.125rem', fontWeight: 650, lineHeight: 1.3 },
      h6: { fontSize: '1rem', fontWeight: 650, lineHeight: 1.35 },
      subtitle1: { fontSize: '1.0625rem', lineHeight: 1.55 },
      body1: { fontSize: '1rem', lineHeight: 1.6 },
      body2: { fontSize: '0.9375rem', lineHeight: 1.55 },
      overline: { fontSize: '0.75rem', fontWeight: 700, letterSpacing: '0.16em', lineHeight: 1.6 },
      button: { fontWeight: 650, textTransform: 'none', letterSpacing: '0.005em' },
    },
    components: {
      // Subtitles are lead paragraphs, not headings: MUI would render them as h6, breaking the outline.
      MuiTypography: { defaultProps: { variantMapping: { subtitle1: 'p', subtitle2: 'p' } } },
      MuiCssBaseline: {
        styleOverrides: (t) => ({
          html: { scrollBehavior: 'smooth', WebkitTextSizeAdjust: '100%' },
          body: { WebkitFontSmoothing: 'antialiased', MozOsxFontSmoothing: 'grayscale', fontFeatureSettings: '"cv11", "ss01"' },
          '::selection': { backgroundColor: t.vars.palette.accent.light, color: t.vars.palette.accent.contrastText },
          ':focus-visible': { outline: `3px solid ${t.vars.palette.accent.main}`, outlineOffset: 2 },
          '@media (prefers-reduced-motion: reduce)': {
            html: { scrollBehavior: 'auto' },
            // One near-instant run, not an endless one: an infinite animation of 0.01 ms still repaints every frame.
            '*, *::before, *::after': {
              animationDuration: '0.01ms !important',
              animationIterationCount: '1 !important',
              transitionDuration: '0.01ms !important',
            },
          },
        }),
      },
      MuiButton: {
        defaultProps: { disableElevation: true },
        styleOverrides: {
          root: { minHeight: TOUCH_TARGET, borderRadius: 999, paddingInline: 20 },
          sizeSmall: { minHeight: 36, paddingInline: 14 },
          sizeLarge: { minHeight: 52, paddingInline: 28, fontSize: '1.0625rem' },
        },
      },
      MuiIconButton: { styleOverrides: { root: { minWidth: TOUCH_TARGET, minHeight: TOUCH_TARGET } } },
      MuiLink: {
        defaultProps: { underline: 'hover' },
        styleOverrides: { root: { fontWeight: 550, textUnderlineOffset: '0.2em' } },
      },
      MuiCard: {
        defaultProps: { elevation: 0 },
        styleOverrides: {
          root: ({ theme: t }) => ({
            borderRadius: 20,
            border: `1px solid ${t.vars.palette.divider}`,
            boxShadow: '0 1px 2px rgba(11, 61, 46, 0.06), 0 8px 24px rgba(11, 61, 46, 0.06)',
          }),
        },
      },
      MuiChip: { styleOverrides: { root: { fontWeight: 650 } } },
      MuiAppBar: { defaultProps: { elevation: 0, color: 'transparent' } },
      MuiSkeleton: { defaultProps: { animation: 'wave' } },
      MuiAlert: { styleOverrides: { root: { borderRadius: 16, alignItems: 'center' } } },
    },
  });
