import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { DiscussionCountDocument } from "../../gql/graphql.ts";
import { liveReadContext } from "./use-discussion-live.ts";

/** The fifth tab's name with its count of questions, like the other four. */
export function DiscussionTabLabel({ lessonId }: { lessonId: string }) {
  const { t } = useTranslation();
  const count = useQuery(DiscussionCountDocument, {
    variables: { lessonId },
    fetchPolicy: "cache-and-network",
    context: liveReadContext,
  });
  return (
    <>{t("viewer:tabs.withCount", { tab: t("discussion:tab"), count: count.data?.lessonQuestions.totalCount ?? 0 })}</>
  );
}
