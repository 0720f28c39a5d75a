/**
 * A one-time notice carried across a navigation (e.g. the registration's welcome message shown on
 * the dashboard). Kept in sessionStorage so a reload does not lose it before it is shown once.
 */
const KEY = 'casona.flash';

export function setFlash(message: string): void {
  try {
    sessionStorage.setItem(KEY, message);
  } catch (error) {
    console.warn('Could not keep the notice', error);
  }
}

export function takeFlash(): string | null {
  try {
    const message = sessionStorage.getItem(KEY);
    if (message !== null) sessionStorage.removeItem(KEY);
    return message;
  } catch (error) {
    console.warn('Could not read the notice', error);
    return null;
  }
}
