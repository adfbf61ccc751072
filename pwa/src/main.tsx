import './index.css';
import { RouterProvider } from '@tanstack/react-router';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { startAuth } from './features/auth/current-user-store';
import { listenForInstallPrompt } from './features/pwa-install/install-state';
import { registerServiceWorker } from './features/pwa-install/register-sw';
import { router } from './router';

// Before the first render: the session check starts at once, and an early
// beforeinstallprompt is not lost.
startAuth();
listenForInstallPrompt();
registerServiceWorker();

const root = document.getElementById('root');
if (!root) throw new Error('#root is missing from index.html');
createRoot(root).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
