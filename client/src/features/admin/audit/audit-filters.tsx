import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { MenuItem, Stack, TextField } from "@mui/material";
import { AdminAuditActorsDocument } from "../../../gql-admin/graphql.ts";

// The entities staff writes are recorded under (STAFF-API.md, audit log). Shown as recorded, like the log's Entity
// column: they are the server's type names, the values the filter sends.
export const auditEntities = [
  "Course",
  "Lesson",
  "LessonContent",
  "NewsItem",
  "Internship",
  "Exam",
  "MockTest",
  "Placement",
  "About",
  "AboutFeature",
  "TeamMember",
  "Partner",
  "User",
  "Certificate",
  "Job",
] as const;

interface AuditFiltersProps {
  actorId: string;
  entity: string;
  onChange: (filter: { actorId?: string; entity?: string }) => void;
}

export function AuditFilters({ actorId, entity, onChange }: AuditFiltersProps) {
  const { t } = useTranslation("admin-people");
  const { data } = useQuery(AdminAuditActorsDocument);
  const staff = [...(data?.admins.items ?? []), ...(data?.instructors.items ?? [])].sort((a, b) =>
    a.name.localeCompare(b.name, "en-IN"),
  );
  // A user linked from their page may no longer be staff; they stay selectable so the filter reads true.
  const known = !actorId || staff.some((person) => person.id === actorId);
  return (
    <Stack direction={{ xs: "column", sm: "row" }} spacing={2} sx={{ mb: 2 }}>
      <TextField
        select
        label={t("admin-people:audit.user")}
        value={actorId}
        onChange={(event) => onChange({ actorId: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: 220 }}
      >
        <MenuItem value="">{t("admin-people:audit.everyone")}</MenuItem>
        {!known && <MenuItem value={actorId}>{t("admin-people:audit.selectedUser")}</MenuItem>}
        {staff.map((person) => (
          <MenuItem key={person.id} value={person.id}>
            {person.name || person.email}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        label={t("admin-people:audit.entity")}
        value={entity}
        onChange={(event) => onChange({ entity: event.target.value })}
        slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
        sx={{ minWidth: 200 }}
      >
        <MenuItem value="">{t("admin-people:audit.allEntities")}</MenuItem>
        {auditEntities.map((name) => (
          <MenuItem key={name} value={name}>
            {name}
          </MenuItem>
        ))}
      </TextField>
    </Stack>
  );
}
