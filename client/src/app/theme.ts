import type { ThemeConfig } from 'antd';

/** The system setting "reduce motion" (read once, as the theme is built). */
function prefersReducedMotion(): boolean {
  return typeof window !== 'undefined' && window.matchMedia?.('(prefers-reduced-motion: reduce)').matches === true;
}

/**
 * The app's antd theme. Besides the brand colour, the text colours antd draws lightest (secondary and
 * description text, placeholders) are darkened so every text reaches a contrast of at least 4.5:1 on white
 * (WCAG AA, issue 19 item 11; client/e2e/accessibility.spec.ts runs axe on every screen). The tags' text
 * colours are set in index.css: antd 6 does not carry palette tokens (gold7 ...) given here into the tags' CSS variables.
 */
export const THEME: ThemeConfig = {
  token: {
    colorPrimary: '#1f5fbf',
    borderRadius: 6,
    // antd's defaults are 45% and 25% black (about 2.8:1 and 1.6:1 on white): 60% and 57% are 5.7:1 and 5.1:1.
    colorTextTertiary: 'rgba(0, 0, 0, 0.6)',
    colorTextQuaternary: 'rgba(0, 0, 0, 0.57)',
    colorTextPlaceholder: 'rgba(0, 0, 0, 0.57)',
    // antd's red (#ff4d4f, 3.3:1) writes danger buttons and error text: its 7th shade is 5.9:1.
    colorError: '#cf1322',
    // A user who asked their system for less motion gets none: modals, drawers and tabs appear without zooming or sliding.
    motion: !prefersReducedMotion(),
  },
};
