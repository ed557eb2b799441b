// The viewer's Assignment tab (docs/assignments.md), given to the viewer by the route (viewer-tabs.ts: features don't
// import each other). Shown only when the lesson has an assignment the viewer may read.
import { useQuery } from "@apollo/client/react";
import { useTranslation } from "react-i18next";
import { LessonAssignmentDocument } from "../../gql/graphql.ts";
import { AssignmentTab } from "./assignment-tab.tsx";

interface LessonTab {
  key: string;
  label: string;
  count: number;
  panel: React.ReactNode;
}

export function useAssignmentTabs(lessonId: string): LessonTab[] {
  const { t } = useTranslation();
  const { data } = useQuery(LessonAssignmentDocument, { variables: { lessonId }, fetchPolicy: "cache-and-network" });
  const assignment = data?.lessonAssignment;
  if (!assignment) return [];
  return [
    {
      key: "assignment",
      label: t("assignments:tab"),
      count: 1,
      panel: <AssignmentTab assignment={assignment} lessonId={lessonId} />,
    },
  ];
}
