// SPEC section 4: the panel remembers a local logged-in flag. It only decides the first paint (panel
// or login form) until GET /api/auth/me answers; the server session is the truth.

const ADMIN_FLAG_KEY = 'quickbite.adminLoggedIn';

export function readAdminFlag(): boolean {
  try {
    return window.localStorage.getItem(ADMIN_FLAG_KEY) === 'true';
  } catch {
    return false;
  }
}

export function writeAdminFlag(loggedIn: boolean): void {
  try {
    if (loggedIn) window.localStorage.setItem(ADMIN_FLAG_KEY, 'true');
    else window.localStorage.removeItem(ADMIN_FLAG_KEY);
  } catch {
    // Storage may be disabled (private mode): the server session still decides.
  }
}
