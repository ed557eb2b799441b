import { useMe } from "../../../lib/session/use-me.ts";

/** 'Captions on by default' (Settings, kept on the account; docs/accessibility.md): off until the learner chooses. */
export function useCaptionsOn(): boolean {
  const { me } = useMe();
  return me?.captionsOn === true;
}
