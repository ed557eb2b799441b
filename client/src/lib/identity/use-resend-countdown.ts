import { useEffect, useState } from "react";

/** The identity server sends one code per number and kind a minute (SMS_MIN_INTERVAL_SECONDS, docs/phone-sign-in.md). */
const RESEND_SECONDS = 60;

/** Seconds until another SMS code may be asked for; `restart()` after each one sent. */
export function useResendCountdown(): { wait: number; restart: () => void } {
  const [wait, setWait] = useState(0);
  useEffect(() => {
    if (wait <= 0) return;
    const timer = setTimeout(() => setWait((seconds) => seconds - 1), 1000);
    return () => clearTimeout(timer);
  }, [wait]);
  return { wait, restart: () => setWait(RESEND_SECONDS) };
}
