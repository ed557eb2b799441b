import { useMe } from "../../../lib/session/use-me.ts";

type SaveDataConnection = { connection?: { saveData?: boolean } };

/**
 * Data saver for lesson video (docs/video.md): the learner's own choice (Settings, kept on the account), or, until
 * they choose, the browser's Save-Data preference (Chrome's Lite mode, Android's data saver).
 */
export function useDataSaver(): boolean {
  const { me } = useMe();
  if (typeof me?.dataSaver === "boolean") return me.dataSaver;
  return typeof navigator !== "undefined" && !!(navigator as Navigator & SaveDataConnection).connection?.saveData;
}
