// Build-time entry (scripts/prerender.ts): a visitor's page rendered to HTML by the same
// components, router and store the browser then hydrates with (pwa/src/main.tsx).
import {
  PRERENDERED_PAGES,
  type PrerenderedPageId,
} from '@greenroom/shared-model/prerendered-pages';
import { createMemoryHistory, RouterProvider } from '@tanstack/react-router';
import { StrictMode, Suspense } from 'react';
import { renderToString } from 'react-dom/server';
import { startAuthAsVisitor } from '../features/auth/current-user-store';
import { createAppRouter } from '../router';

export async function renderPage(id: PrerenderedPageId): Promise<string> {
  startAuthAsVisitor();
  const router = createAppRouter({
    history: createMemoryHistory({ initialEntries: [PRERENDERED_PAGES[id].url] }),
    // On the server it would add an inline script, which the CSP blocks; the browser's
    // router restores scroll positions by itself.
    scrollRestoration: false,
  });
  await router.load();
  // In the browser the router wraps its matches in a Suspense boundary (there is no DOM
  // between the two); on the server it does not. This one puts the boundary's markers where
  // hydration looks for them.
  return renderToString(
    <StrictMode>
      <Suspense>
        <RouterProvider router={router} />
      </Suspense>
    </StrictMode>,
  );
}
