import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateNotice } from './update-notice.tsx';

/**
 * Reloads once the new version has taken control. The plugin reloads by itself
 * only in a page that was already controlled when it opened, so a page
 * opened on the very first visit would stay on the old version; this covers both.
 */
function reloadWhenNewVersionControls() {
  navigator.serviceWorker?.addEventListener('controllerchange', () => window.location.reload(), { once: true });
}

/**
 * Registers the service worker that keeps the built app working offline
 * (vite-plugin-pwa, 'prompt' mode) and shows the update notice when a new
 * deployment is waiting. Registration waits for the page's load event
 * (`immediate: false`), so the worker's precaching never competes with the
 * first visit. Under `npm run dev` and in tests the plugin supplies a stub
 * that registers nothing.
 */
export function AppUpdates() {
  const {
    needRefresh: [needRefresh, setNeedRefresh],
    updateServiceWorker,
  } = useRegisterSW({
    immediate: false,
    // The one reload is reloadWhenNewVersionControls, after the user's choice.
    onNeedReload: () => {},
    onRegisterError: (error: unknown) => console.error('Offline support is unavailable', error),
  });

  return (
    <UpdateNotice
      open={needRefresh}
      onReload={() => {
        reloadWhenNewVersionControls();
        void updateServiceWorker();
      }}
      onDismiss={() => setNeedRefresh(false)}
    />
  );
}
