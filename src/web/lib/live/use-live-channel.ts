import { useCallback, useEffect, useRef, useState } from 'react';
import type { AppType, ServerMessage } from '#domain/shared/live-messages.ts';
import { LiveConnection, type LiveStatus } from './live-connection';
import { liveChannelUrl } from './live-url';

export interface UseLiveChannelOptions {
  appType: AppType;
  /** A customer follows the orders of one phone number. */
  phone?: string;
  /** A customer on a restaurant's page hears catalogue_updated for that restaurant. */
  restaurantId?: number;
  onMessage: (message: ServerMessage) => void;
  /** false keeps the socket closed (e.g. until the user has signed in). */
  enabled?: boolean;
  /**
   * Called when the socket is back after a drop. Events sent meanwhile are lost (the server
   * delivers at most once), so callers refetch what those events would have refreshed.
   */
  onReconnect?: () => void;
}

export interface LiveChannel {
  status: LiveStatus;
  /** Reconnects at once instead of waiting for the next automatic attempt. */
  retry: () => void;
}

/**
 * Keeps one live-channel socket open while the component is mounted: announces the app on open,
 * reconnects after a close, and closes for good on unmount. The latest onMessage is always used,
 * so callers need not memoise it.
 */
export function useLiveChannel({
  appType,
  phone,
  restaurantId,
  onMessage,
  enabled = true,
  onReconnect,
}: UseLiveChannelOptions): LiveChannel {
  const [status, setStatus] = useState<LiveStatus>(enabled ? 'connecting' : 'disconnected');
  const onMessageRef = useRef(onMessage);
  const onReconnectRef = useRef(onReconnect);
  const connectionRef = useRef<LiveConnection | null>(null);

  useEffect(() => {
    onMessageRef.current = onMessage;
    onReconnectRef.current = onReconnect;
  }, [onMessage, onReconnect]);

  useEffect(() => {
    if (!enabled) {
      setStatus('disconnected');
      return;
    }
    let connectedBefore = false;
    const connection = new LiveConnection({
      url: liveChannelUrl(window.location),
      appType,
      phone,
      restaurantId,
      onMessage: (message) => onMessageRef.current(message),
      onStatus: (next) => {
        setStatus(next);
        if (next !== 'connected') return;
        if (connectedBefore) onReconnectRef.current?.();
        connectedBefore = true;
      },
    });
    connectionRef.current = connection;
    connection.start();
    return () => {
      connection.stop();
      if (connectionRef.current === connection) connectionRef.current = null;
    };
  }, [appType, phone, restaurantId, enabled]);

  const retry = useCallback(() => connectionRef.current?.retry(), []);
  return { status, retry };
}
