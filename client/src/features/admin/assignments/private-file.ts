// Submitted files are private (docs/assignments.md): the browser reads them with the backend token, so they are
// fetched here and shown from an object URL (an <img> cannot send the header; the PDF viewer sends it itself).
import { useEffect, useState } from "react";
import { getConfig } from "../../../lib/config.ts";
import { tokenStore } from "../../../lib/session/token-store.ts";

type Loaded = { url: string | null; error: string | null };

export function usePrivateFile(path: string): Loaded {
  const [loaded, setLoaded] = useState<Loaded>({ url: null, error: null });
  useEffect(() => {
    let objectUrl: string | null = null;
    let live = true;
    const token = tokenStore.get();
    fetch(`${getConfig().apiUrl}${path}`, { headers: token ? { authorization: `Bearer ${token}` } : {} })
      .then(async (response) => {
        if (!response.ok) throw new Error(`HTTP ${response.status}: ${response.statusText}`);
        objectUrl = URL.createObjectURL(await response.blob());
        if (live) setLoaded({ url: objectUrl, error: null });
      })
      .catch((error: unknown) => live && setLoaded({ url: null, error: String(error) }));
    return () => {
      live = false;
      if (objectUrl) URL.revokeObjectURL(objectUrl);
    };
  }, [path]);
  return loaded;
}
