// No zod here: the page's first script reads these (the theme before the first paint, the sign-out).

/** The colour theme: 'system' follows the device's light or dark setting. */
export const THEMES = ['light', 'dark', 'system'] as const;
export type TTheme = (typeof THEMES)[number];

/** Where the browser keeps the cook's last theme, so the next page paints in it before the app loads. */
export const THEME_STORAGE_KEY = 'forkcast-theme';

/**
 * Runs in the page's head before the first paint (inlined by the build; the server's CSP allows exactly
 * this text by its hash): a chosen light or dark theme is set on <html>, so there is no flash of the
 * other one. 'system' needs nothing: the stylesheet follows the device by itself.
 */
export const THEME_INIT_SCRIPT = `try{var t=localStorage.getItem('${THEME_STORAGE_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
