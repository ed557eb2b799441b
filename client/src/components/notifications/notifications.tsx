// Toasts without notistack on the first screen (~8 KB gzip of the initial JS): screens queue messages here,
// and notistack's host loads with the first one, then shows that one and every later one.
import {
  createContext,
  lazy,
  Suspense,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { OptionsObject, SnackbarMessage } from "notistack";
import type { Notice } from "./snackbar-host.tsx";

type Enqueue = (message: SnackbarMessage, options?: OptionsObject) => void;

const NotificationsContext = createContext<{ enqueueSnackbar: Enqueue }>({ enqueueSnackbar: () => undefined });
const SnackbarHost = lazy(() => import("./snackbar-host.tsx"));
let pageProvider: Enqueue | null = null;

/**
 * For code outside React (the service worker's update prompt): shown by the page's provider, which loads notistack
 * for it; notistack's own global enqueueSnackbar shows nothing until a toast has loaded its host.
 */
export const notify: Enqueue = (message, options) => pageProvider?.(message, options);

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
  useEffect(() => {
    pageProvider = enqueueSnackbar;
    return () => {
      if (pageProvider === enqueueSnackbar) pageProvider = null;
    };
  }, [enqueueSnackbar]);
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
