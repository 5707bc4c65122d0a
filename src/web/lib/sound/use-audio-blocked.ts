import { useSyncExternalStore } from 'react';
import { type AudioPermission, audioPermission } from './audio-permission';

/** True while the browser blocks sound until the person taps the page. */
export function useAudioBlocked(permission: AudioPermission = audioPermission): boolean {
  return useSyncExternalStore(permission.subscribe, permission.blocked, () => false);
}
