// The processor's card fields drawn in the site's look. They live in the processor's iframe, which
// cannot read the page's CSS variables, so the theme's resolved values (the light scheme's: checkout
// cards are light surfaces) are handed over instead: still one theme, no colour written here.
import { alpha, type Theme } from '@mui/material/styles';
import type { Appearance } from '@stripe/stripe-js';

export function cardFieldsAppearance(theme: Theme): Appearance {
  const { palette, typography, shape } = theme;
  return {
    theme: 'stripe',
    variables: {
      colorPrimary: palette.primary.main,
      colorBackground: palette.background.paper,
      colorText: palette.text.primary,
      colorTextSecondary: palette.text.secondary,
      colorDanger: palette.error.main,
      colorSuccess: palette.success.main,
      fontFamily: typography.fontFamily,
      fontSizeBase: '16px', // under 16 px, phones zoom into a focused field
      borderRadius: `${shape.borderRadius}px`,
    },
    rules: {
      // A field's edge at 3:1 against the paper (WCAG non-text contrast); the divider tone is too faint.
      '.Input': { borderColor: alpha(palette.text.primary, 0.45), boxShadow: 'none' },
      '.Input:focus': { borderColor: palette.primary.main, boxShadow: `0 0 0 1px ${palette.primary.main}` },
      '.Label': { fontWeight: String(typography.fontWeightMedium ?? 500), color: palette.text.primary },
      '.Error': { color: palette.error.main },
    },
  };
}
