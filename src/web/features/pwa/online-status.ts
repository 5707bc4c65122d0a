// The browser's online/offline state lives in the shared lib, where the live channel and the
// partner apps' actions read it too; the PWA's banner and indicator use the same hook.
export { useOnlineStatus } from '#web/lib/offline/online-status.ts';
