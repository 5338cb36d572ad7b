import { useEffect, useState } from 'react';

/** The current time, refreshed every `intervalMs`, so relative labels ("Mon", "3:04 PM") roll over. */
export function useNow(intervalMs = 60_000): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const id = setInterval(() => setNow(Date.now()), intervalMs);
    return () => clearInterval(id);
  }, [intervalMs]);
  return now;
}
