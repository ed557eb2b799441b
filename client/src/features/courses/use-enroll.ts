import { useMutation } from "@apollo/client/react";
import { EnrollDocument, EnrollmentStatusDocument } from "../../gql/graphql.ts";

/**
 * Enrolls the viewer. The result carries course { isEnrolled }, which the normalized cache spreads to the
 * catalogue and detail screens; the new enrollment is appended to a cached myEnrollments list (profile).
 */
export function useEnroll() {
  return useMutation(EnrollDocument, {
    update(cache, { data }) {
      const enrollment = data?.enroll;
      if (!enrollment) return;
      cache.writeQuery({
        query: EnrollmentStatusDocument,
        variables: { courseId: enrollment.courseId },
        data: { enrollmentStatus: true },
      });
      cache.modify({
        fields: {
          myEnrollments(existing: readonly { __ref: string }[] = [], { toReference }) {
            const ref = toReference(enrollment);
            return ref && !existing.some((item) => item.__ref === ref.__ref) ? [...existing, ref] : existing;
          },
        },
      });
    },
  });
}
