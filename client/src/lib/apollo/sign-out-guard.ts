// A read sent with a learner's token and answered after that learner signed out is dropped before it reaches the
// Apollo cache (docs/offline.md, "Signing out"): otherwise it would land in the next learner's cache, and show on
// their screens. Anonymous reads are the same for everyone and go through (the first screen's, say).
import { ApolloLink } from "@apollo/client";
import { map } from "rxjs";

export class SignedOutMeanwhile extends Error {}

/** `currentEpoch`: raised by every sign-out (lib/device/sign-out.ts). Goes after the auth link, which sets the token. */
export function createSignOutGuardLink(currentEpoch: () => number) {
  return new ApolloLink((operation, forward) => {
    const headers = operation.getContext().headers as Record<string, string> | undefined;
    const personal = !!headers?.authorization;
    const since = currentEpoch();
    return forward(operation).pipe(
      map((result) => {
        if (personal && currentEpoch() !== since)
          throw new SignedOutMeanwhile(`${operation.operationName} was answered after its learner signed out`);
        return result;
      }),
    );
  });
}
