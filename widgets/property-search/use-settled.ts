/**
 * `value`, or while `delayMs` is above 0 its last value that stayed unchanged that long:
 * a search follows the visitor's typing once they pause, not on every key.
 */
import { useEffect, useState } from 'react';

export function useSettled<T>(value: T, delayMs: number): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    if (delayMs <= 0) {
      setSettled(value);
      return undefined;
    }
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return delayMs <= 0 ? value : settled;
}
