/**
 * The colour theme: the profile's `presentation.theme` unless the customer chose another on
 * this browser, kept in localStorage under 'theme'. The server sets the profile's theme on
 * <html>, and a tiny script in the head applies the stored one before the first paint.
 */
export const THEME_KEY = 'theme';
export type Theme = 'light' | 'dark';

export function storedTheme(): Theme | undefined {
  try {
    const value = globalThis.localStorage?.getItem(THEME_KEY);
    return value === 'light' || value === 'dark' ? value : undefined;
  } catch {
    return undefined;
  }
}

export function currentTheme(fallback: string | undefined): Theme {
  return storedTheme() ?? (fallback === 'dark' ? 'dark' : 'light');
}

/** Applies a theme to the page and remembers it on this browser. */
export function chooseTheme(theme: Theme): void {
  document.documentElement.dataset.theme = theme;
  try {
    localStorage.setItem(THEME_KEY, theme);
  } catch {
    // Private mode without storage: the theme still applies to this page.
  }
}

/** The head script (run before paint) that applies a stored theme; kept tiny and dependency-free. */
export const THEME_SCRIPT = `try{var t=localStorage.getItem('${THEME_KEY}');if(t==='light'||t==='dark')document.documentElement.dataset.theme=t}catch(e){}`;
