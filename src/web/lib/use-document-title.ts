import { useEffect } from 'react';
import { APP_NAME, TAGLINE } from './config';

/**
 * Sets the tab title so each screen is announced distinctly; undefined gives the home's full
 * product title, null leaves the title alone (e.g. while a child state component sets it).
 */
export function useDocumentTitle(title?: string | null): void {
  useEffect(() => {
    if (title === null) return;
    document.title = title ? `${title} – ${APP_NAME}` : `${APP_NAME} – ${TAGLINE}`;
  }, [title]);
}
