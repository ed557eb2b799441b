import { Box, Button, Card, CardContent, Chip, Stack, Typography } from "@mui/material";
import type { PlacementsQuery } from "../../gql/graphql.ts";
import { FallbackImage } from "../../components/placeholders/fallback-image.tsx";
import { fileUrl } from "../../lib/files.ts";
import { useFormat } from "../../i18n/use-format.ts";
import { useTranslation } from "react-i18next";

export function PlacementCard({ job }: { job: PlacementsQuery["placements"][number] }) {
  const { t } = useTranslation();
  const format = useFormat();
  return (
    <Card data-testid="placement-card" sx={{ height: "100%", display: "flex", flexDirection: "column" }}>
      <CardContent sx={{ flexGrow: 1 }}>
        <Stack direction="row" spacing={1.5} sx={{ alignItems: "center", mb: 1 }}>
          <FallbackImage
            src={fileUrl(job.companyLogoUrl)}
            alt={t("listings:logo", { company: job.company })}
            kind="generic"
            size={48}
            width={48}
            height={48}
            style={{ objectFit: "contain", borderRadius: 8 }}
          />
          <Box sx={{ minWidth: 0 }}>
            <Typography variant="h6" component="h3">
              {job.title}
            </Typography>
            <Typography color="text.secondary">{job.company}</Typography>
          </Box>
        </Stack>
        <Stack direction="row" sx={{ flexWrap: "wrap", gap: 1, mb: 1 }}>
          <Chip size="small" label={job.category} color="primary" variant="outlined" />
          <Chip size="small" label={job.type} />
          <Chip size="small" label={job.experience} />
        </Stack>
        <Typography variant="body2">{t("listings:location", { location: job.location })}</Typography>
        <Typography variant="body2">{t("listings:placement.salary", { salary: job.salary })}</Typography>
        <Typography variant="body2">
          {t("listings:placement.posted", { date: format.date(job.postedDate) })} ·{" "}
          {t("listings:placement.applications", {
            count: job.applicationsCount,
            value: format.number(job.applicationsCount),
          })}
        </Typography>
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {job.description}
        </Typography>
        {job.skills.length > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {t("listings:placement.skills", { skills: job.skills.join(", ") })}
          </Typography>
        )}
        {job.benefits.length > 0 && (
          <Typography variant="body2">
            {t("listings:placement.benefits", { benefits: job.benefits.join(", ") })}
          </Typography>
        )}
      </CardContent>
      {job.applicationLink && (
        <Box sx={{ p: 2, pt: 0 }}>
          <Button variant="contained" fullWidth href={job.applicationLink} target="_blank" rel="noopener noreferrer">
            {t("listings:applyNow")}
          </Button>
        </Box>
      )}
    </Card>
  );
}
