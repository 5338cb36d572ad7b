import { useCallback, useEffect, useState } from 'react';
import {
  PUSH_TEXT,
  PushDeniedError,
  pushErrorMessage,
  readPushState,
  subscribeToPush,
  unsubscribeFromPush,
  type PushState,
} from './push';

export interface PushSetting {
  /** null until the browser has been asked (a moment after mount). */
  state: PushState | null;
  /** A subscribe or unsubscribe is on its way. */
  busy: boolean;
  /** The last failure's sentence, cleared by the next attempt. */
  error: string | null;
  /** Resolves true once notifications are on. */
  turnOn: () => Promise<boolean>;
  /** Resolves true once notifications are off. */
  turnOff: () => Promise<boolean>;
}

/**
 * The state of notifications in this browser and the two actions, for a toggle or a prompt. Each
 * screen reads the browser's own state (permission, subscription): it is the truth, and a
 * subscription made in another tab shows at the next mount.
 */
export function usePushSetting(): PushSetting {
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);

  useEffect(() => {
    let live = true;
    void readPushState().then((next) => live && setState(next));
    return () => {
      live = false;
    };
  }, []);

  const turnOn = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await subscribeToPush();
      setState('on');
      return true;
    } catch (failure) {
      setError(pushErrorMessage(failure));
      if (failure instanceof PushDeniedError) setState(await readPushState());
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  const turnOff = useCallback(async () => {
    setBusy(true);
    setError(null);
    try {
      await unsubscribeFromPush();
      setState('off');
      return true;
    } catch (failure) {
      setError(pushErrorMessage(failure, PUSH_TEXT.offFailed));
      return false;
    } finally {
      setBusy(false);
    }
  }, []);

  return { state, busy, error, turnOn, turnOff };
}
