import { useState } from "react";
import { Avatar, Box, Card, CardActionArea, CardContent, Grid, Link, Stack, Typography } from "@mui/material";
import { fileUrl } from "../../lib/files.ts";
import { bestSrcSet } from "../../lib/image-sources.ts";
import { initialOf, type Partner, type TeamMember } from "./about-content.ts";
import { useTranslation } from "react-i18next";

function MemberCard({ member }: { member: TeamMember }) {
  const [broken, setBroken] = useState(false);
  const image = fileUrl(member.image);
  const { t } = useTranslation();
  return (
    <Card sx={{ height: "100%", textAlign: "center" }}>
      <CardContent>
        <Avatar
          src={image && !broken ? image : undefined}
          srcSet={image && !broken ? bestSrcSet(member.imageSources) : undefined}
          alt={member.name}
          slotProps={{ img: { onError: () => setBroken(true), sizes: "96px", width: 96, height: 96 } }}
          sx={{ width: 96, height: 96, mx: "auto", mb: 1, fontSize: 36 }}
        >
          {initialOf(member.name, "T")}
        </Avatar>
        <Typography variant="h6" component="h3">
          {member.name}
        </Typography>
        <Typography color="primary">{member.position}</Typography>
        {member.email && <Link href={`mailto:${member.email}`}>{member.email}</Link>}
        <Typography
          variant="body2"
          color="text.secondary"
          sx={{ mt: 1, display: "-webkit-box", WebkitLineClamp: 3, WebkitBoxOrient: "vertical", overflow: "hidden" }}
        >
          {member.bio}
        </Typography>
        <Stack direction="row" spacing={2} sx={{ justifyContent: "center", mt: 1 }}>
          {member.linkedin && (
            <Link href={member.linkedin} target="_blank" rel="noopener noreferrer">
              {t("about:linkedin")}
            </Link>
          )}
          {member.twitter && (
            <Link href={member.twitter} target="_blank" rel="noopener noreferrer">
              {t("about:twitter")}
            </Link>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

export function TeamGrid({ team }: { team: TeamMember[] }) {
  const { t } = useTranslation();
  if (!team.length) {
    return <Typography color="text.secondary">{t("about:teamEmpty")}</Typography>;
  }
  return (
    <Grid container spacing={3}>
      {team.map((member) => (
        <Grid key={member.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <MemberCard member={member} />
        </Grid>
      ))}
    </Grid>
  );
}

export function PartnerGrid({ partners }: { partners: Partner[] }) {
  const { t } = useTranslation();
  return (
    <Grid container spacing={3}>
      {partners.map((partner) => (
        <Grid key={partner.id} size={{ xs: 12, sm: 6, md: 4 }}>
          <Card sx={{ height: "100%" }}>
            <CardActionArea
              sx={{ height: "100%" }}
              onClick={() => partner.website && window.open(partner.website, "_blank", "noopener,noreferrer")}
            >
              <CardContent>
                <Avatar sx={{ bgcolor: "secondary.main", mb: 1 }}>{initialOf(partner.name, "P")}</Avatar>
                <Typography variant="h6" component="h3">
                  {partner.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {partner.description}
                </Typography>
                <Box sx={{ mt: 1, color: "primary.main", fontSize: 14 }}>{t("about:visit")}</Box>
              </CardContent>
            </CardActionArea>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}
