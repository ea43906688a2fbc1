import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { App } from './App.tsx';
import { loadI18nProvider } from './providers/i18nProvider.ts';

// The admin's language first (fetched when it is not English), so that the first render speaks it.
void loadI18nProvider().then((i18nProvider) =>
  createRoot(document.getElementById('root')!).render(
    <StrictMode>
      <App i18nProvider={i18nProvider} />
    </StrictMode>,
  ),
);
