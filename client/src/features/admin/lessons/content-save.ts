import { useMutation } from "@apollo/client/react";
import {
  CreateStaffLessonContentDocument,
  StaffLessonContentFragmentDoc,
  UpdateStaffLessonContentDocument,
  type LessonContentInput,
} from "../../../gql-admin/graphql.ts";

/** Creates or updates one content item; a new item joins its lesson's cached contents lists of its type. */
export function useSaveContent(lessonId: string) {
  const [create] = useMutation(CreateStaffLessonContentDocument, {
    update(cache, { data }) {
      const created = data?.createLessonContent;
      if (!created) return;
      const ref = cache.writeFragment({
        fragment: StaffLessonContentFragmentDoc,
        fragmentName: "StaffLessonContent",
        data: created,
      });
      cache.modify({
        id: cache.identify({ __typename: "Lesson", id: lessonId }),
        fields: {
          // contents(type: ...) lists hold one type only; the unfiltered one holds all.
          contents(existing, { storeFieldName }) {
            const filtered = /"type":"(\w+)"/.exec(storeFieldName)?.[1];
            return Array.isArray(existing) && (!filtered || filtered === created.type) ? [...existing, ref] : existing;
          },
        },
      });
    },
  });
  const [update] = useMutation(UpdateStaffLessonContentDocument);

  return (id: string | null, input: LessonContentInput) =>
    id ? update({ variables: { id, input } }) : create({ variables: { lessonId, input } });
}
