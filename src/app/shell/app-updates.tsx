import { useRegisterSW } from 'virtual:pwa-register/react';
import { UpdateNotice } from './update-notice.tsx';

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
    onRegisterError: (error: unknown) => console.error('Offline support is unavailable', error),
  });

  return (
    <UpdateNotice
      open={needRefresh}
      onReload={() => void updateServiceWorker(true)}
      onDismiss={() => setNeedRefresh(false)}
    />
  );
}
