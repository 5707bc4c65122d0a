import { useCallback, useState } from 'react';

/**
 * What Place Order (or Continue) said about the drop-off pin, shown at the map until the pin moves,
 * and a counter that moves focus to it when the customer must look there.
 */
export function useDropoffMessage() {
  const [message, setMessage] = useState<string | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const show = useCallback((text: string, focus = true) => {
    setMessage(text);
    if (focus) setFocusRequest((current) => current + 1);
  }, []);

  const clear = useCallback(() => setMessage(null), []);

  return { message, focusRequest, show, clear };
}
