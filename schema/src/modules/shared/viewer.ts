import type { Context, Viewer } from "../../context.ts";
import { AppError } from "../../errors.ts";

/** The signed-in viewer of a student-scoped field; the scope check already ran, this narrows the type. */
export function viewerOf(context: Context): Viewer {
  if (!context.viewer) throw new AppError("unauthenticated", "Authentication required");
  return context.viewer;
}
