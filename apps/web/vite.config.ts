import { reactRouter } from '@react-router/dev/vite';
import { defineConfig } from 'vite';

// In development the API server runs separately; in production it serves this build itself, so
// the browser always talks to the same origin and no CORS setup is needed.
const apiServer = 'http://127.0.0.1:3000';

/**
 * Every storefront page loads React, React DOM and React Router and the shell around the routes
 * (header, footer, location chip, toasts). Left to itself the bundler cut them into ~20 files of
 * a few hundred bytes each; one file each is smaller once compressed and, on a phone's HTTP/1.1
 * connections, far fewer requests queued ahead of the page (docs/performance.md).
 */
const SHELL_MODULES = [
  'src/app/layout/',
  'src/components/ui/toaster.',
  'src/components/ui/fitthali-logo.',
  'src/components/ui/icon-svg.',
  'src/components/ui/icons.',
  'src/components/ui/action-icons.',
  'src/components/ui/loading-state.',
  'src/components/ui/modal.',
  'src/lib/toast.',
  'src/lib/auth-storage.',
  'src/lib/storage-keys.',
  'src/lib/use-saved-location.',
  'src/lib/location-storage.',
  'src/lib/api-client.',
  'src/lib/session.',
  'src/content/contact-details.',
  'src/features/location/lib/popup-dismissed.',
  'src/features/location/components/location-chip.',
  'src/features/location/components/location-access-modal.',
  'src/features/location/components/first-visit-location-popup.',
  'src/features/location/hooks/use-location-detection.',
  'src/features/newsletter/',
  'packages/domain/src/messages.',
];

const chunkGroups = [
  {
    name: 'framework',
    // React Router's default entry (hydrateRoot) stays its own file: it runs when the start-up
    // script imports it, after the route modules are registered, and not as soon as a route
    // module pulls in the framework (src/prerender/first-paint.ts imports them one by one).
    test: (id: string) =>
      /[\\/]node_modules[\\/](react|react-dom|scheduler|react-router|@react-router)[\\/]/.test(
        id,
      ) && !/[\\/]entry\.client\.[jt]sx?$/.test(id),
    priority: 20,
  },
  {
    name: 'shell',
    test: (id: string) => {
      const path = id.replaceAll('\\', '/');
      return SHELL_MODULES.some((part) => path.includes(part));
    },
    priority: 10,
  },
];

export default defineConfig(({ isSsrBuild }) => ({
  plugins: [reactRouter()],
  build: isSsrBuild
    ? {}
    : { rolldownOptions: { output: { codeSplitting: { groups: chunkGroups } } } },
  server: {
    proxy: {
      '/api': apiServer,
      '/socket.io': { target: apiServer, ws: true },
    },
  },
}));
