// The daily goal and the streak, with the 12-week heat map unless compact: on /practice and on the Profile (its route
// composes it there, features never import each other).
import { useQuery } from "@apollo/client/react";
import { Paper, Stack } from "@mui/material";
import { PracticeProgressDocument } from "../../gql/graphql.ts";
import { GoalCard } from "./goal-card.tsx";
import { HeatMap } from "./heat-map.tsx";

/** The goal and streak; with the heat map unless `compact`. Also on the Profile (composed by its route). */
export function ProgressSection({ compact = false }: { compact?: boolean }) {
  const { data } = useQuery(PracticeProgressDocument, { fetchPolicy: "cache-and-network" });
  const progress = data?.practiceProgress;
  if (!progress) return null;
  return (
    <Stack spacing={2} sx={{ mb: 3 }}>
      <GoalCard progress={progress} />
      {!compact && (
        <Paper sx={{ p: 2 }}>
          <HeatMap days={progress.days} />
        </Paper>
      )}
    </Stack>
  );
}
