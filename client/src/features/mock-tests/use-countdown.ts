// Time left by the server's clock: the offset between the server's `serverNow` and this phone's clock is taken
// once, so a phone set to the wrong time still counts down to the server's endsAt.
import { useEffect, useState } from "react";

export function remainingMs(endsAt: string, serverNow: string, loadedAt: number, now: number): number {
  const offset = Date.parse(serverNow) - loadedAt;
  return Math.max(0, Date.parse(endsAt) - (now + offset));
}

export const formatClock = (ms: number) => {
  const seconds = Math.ceil(ms / 1000);
  return `${String(Math.floor(seconds / 60)).padStart(2, "0")}:${String(seconds % 60).padStart(2, "0")}`;
};

export function useCountdown(endsAt: string, serverNow: string): number {
  // When this serverNow arrived: a refetched attempt brings a new one, and the offset is taken again.
  const [clock, setClock] = useState(() => ({ serverNow, loadedAt: Date.now() }));
  if (clock.serverNow !== serverNow) setClock({ serverNow, loadedAt: Date.now() });
  const [now, setNow] = useState(clock.loadedAt);
  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);
  return remainingMs(endsAt, clock.serverNow, clock.loadedAt, Math.max(now, clock.loadedAt));
}
