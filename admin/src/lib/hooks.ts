/** Small hooks shared by the console's pages. */
import { useEffect, useState } from 'react';

/** The current instant, refreshed every `everyMs` (ages and due times tick). */
export function useNow(everyMs: number): number {
  const [now, setNow] = useState(() => Date.now());
  useEffect(() => {
    const t = setInterval(() => setNow(Date.now()), everyMs);
    return () => clearInterval(t);
  }, [everyMs]);
  return now;
}

/** While `count` > 0 the tab title alternates between '(N) New order' and the page's title. */
export function useTitleFlash(count: number, title: string): void {
  useEffect(() => {
    document.title = title;
    if (count === 0) return;
    const alert = `(${count}) New order${count === 1 ? '' : 's'}`;
    let on = true;
    document.title = alert;
    const t = setInterval(() => {
      on = !on;
      document.title = on ? alert : title;
    }, 1000);
    return () => {
      clearInterval(t);
      document.title = title;
    };
  }, [count, title]);
}
