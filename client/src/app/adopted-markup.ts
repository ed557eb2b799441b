// Whether this page adopts markup the server rendered (hydration) rather than rendering its own: constant for the
// page's life. React defers the hydration of a Suspense boundary past the first commit, and then hydrates it in
// one blocking task as soon as anything above it updates (the session being restored, the signed-in learner's
// query). Without a boundary around the screen the whole page hydrates in the startup transition, in slices.
import { createContext, use } from "react";

export const AdoptedMarkup = createContext(false);

export const useAdoptedMarkup = () => use(AdoptedMarkup);
