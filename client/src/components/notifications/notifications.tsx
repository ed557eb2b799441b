// Toasts without notistack on the first screen (issue 19: ~8 KB gzip of the initial JS): screens queue messages here,
// and notistack's host loads with the first one, then shows that one and every later one.
import { createContext, lazy, Suspense, useCallback, useContext, useMemo, useRef, useState, type ReactNode } from "react";
import type { OptionsObject, SnackbarMessage } from "notistack";

export type Notice = [message: SnackbarMessage, options?: OptionsObject];
type Enqueue = (message: SnackbarMessage, options?: OptionsObject) => void;

const NotificationsContext = createContext<{ enqueueSnackbar: Enqueue }>({ enqueueSnackbar: () => undefined });
const SnackbarHost = lazy(() => import("./snackbar-host.tsx"));

export function NotificationsProvider({ children }: { children: ReactNode }) {
  const queued = useRef<Notice[]>([]);
  const deliver = useRef<((notice: Notice) => void) | null>(null);
  const [wanted, setWanted] = useState(false);
  const enqueueSnackbar = useCallback<Enqueue>((message, options) => {
    if (deliver.current) return deliver.current([message, options]);
    queued.current.push([message, options]);
    setWanted(true);
  }, []);
  const onReady = useCallback((send: (notice: Notice) => void) => {
    deliver.current = send;
    queued.current.splice(0).forEach(send);
  }, []);
  const value = useMemo(() => ({ enqueueSnackbar }), [enqueueSnackbar]);
  return (
    <NotificationsContext.Provider value={value}>
      {children}
      {wanted && (
        <Suspense fallback={null}>
          <SnackbarHost onReady={onReady} />
        </Suspense>
      )}
    </NotificationsContext.Provider>
  );
}

/** notistack's hook, as the screens use it. */
export const useSnackbar = () => useContext(NotificationsContext);
