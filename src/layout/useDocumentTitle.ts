import { useEffect } from 'react';
import { useTranslate } from 'react-admin';
import { useLocation } from 'react-router-dom';
import { useDescribePath } from './screens.ts';

/** The browser tab (and history) names the screen shown, in the chosen language. */
export const useDocumentTitle = (): void => {
  const { pathname } = useLocation();
  const translate = useTranslate();
  const title = useDescribePath()(pathname)?.title;
  const app = translate('app.name', { _: 'Showrunner' });
  useEffect(() => {
    document.title = title ? `${title} - ${app}` : app;
  }, [title, app]);
};
