import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { redirectToHttpsIfRequested } from '@/shared/browser/force-https';
import { setUnauthorizedHandler } from '@/shared/http/http-client';
import { logout } from '@/shared/session/logout';
import { AppProviders } from '@/app/providers';
import { createAppRouter } from '@/app/router';
import { checkSessionAtStart, followOtherTabs } from '@/app/session-start';

function start(): void {
  checkSessionAtStart();
  followOtherTabs();
  // Spec section 8: any 401 ends the session.
  setUnauthorizedHandler(() => logout('session_expired'));
  const root = document.getElementById('root');
  if (!root) throw new Error('#root element missing from index.html');
  createRoot(root).render(
    <StrictMode>
      <AppProviders>
        <RouterProvider router={createAppRouter()} />
      </AppProviders>
    </StrictMode>,
  );
}

if (!redirectToHttpsIfRequested()) start();
