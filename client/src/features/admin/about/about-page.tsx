import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import { Alert, Avatar, Box, Button, Link, Stack, Typography } from "@mui/material";
import {
  AdminAboutDocument,
  AdminCreateAboutFeatureDocument,
  AdminCreatePartnerDocument,
  AdminCreateTeamMemberDocument,
  AdminDeleteAboutFeatureDocument,
  AdminDeletePartnerDocument,
  AdminDeleteTeamMemberDocument,
  AdminUpdateAboutFeatureDocument,
  AdminUpdatePartnerDocument,
  AdminUpdateTeamMemberDocument,
  type AdminTeamMemberFragment,
} from "../../../gql-admin/graphql.ts";
import { LoadingState } from "../../../components/ui/loading-state.tsx";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { fileUrl } from "../../../lib/files.ts";
import { evictObject } from "../listings-kit/cache-updates.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { appendToAbout } from "./about-cache.ts";
import {
  featureFields,
  featureInput,
  featureTexts,
  featureValues,
  memberTexts,
  partnerFields,
  partnerInput,
  partnerTexts,
  partnerValues,
  teamFields,
  teamInput,
  teamValues,
} from "./about-fields.ts";
import { AboutListEditor } from "./about-list-editor.tsx";
import { MissionForm } from "./mission-form.tsx";
import { TeamPhotoUpload } from "./team-photo-upload.tsx";

function Part({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Box component="section" aria-labelledby={id} sx={{ mb: 5 }}>
      <Typography id={id} variant="h5" component="h2" gutterBottom>
        {title}
      </Typography>
      {children}
    </Box>
  );
}

// updateTeamMember replaces the image with what it is sent; a stored photo goes back as its absolute address.
const keptImage = (member: AdminTeamMemberFragment | null) => (member?.image ? fileUrl(member.image) : null);

export function AboutAdminPage() {
  const { t } = useTranslation(["admin-people", "admin"]);
  const { data, loading, error } = useQuery(AdminAboutDocument);
  const [createFeature] = useMutation(AdminCreateAboutFeatureDocument, {
    update: (cache, { data: created }) => appendToAbout(cache, "features", created?.createAboutFeature),
  });
  const [updateFeature] = useMutation(AdminUpdateAboutFeatureDocument);
  const [deleteFeature] = useMutation(AdminDeleteAboutFeatureDocument);
  const [createMember] = useMutation(AdminCreateTeamMemberDocument, {
    update: (cache, { data: created }) => appendToAbout(cache, "team", created?.createTeamMember),
  });
  const [updateMember] = useMutation(AdminUpdateTeamMemberDocument);
  const [deleteMember] = useMutation(AdminDeleteTeamMemberDocument);
  const [createPartner] = useMutation(AdminCreatePartnerDocument, {
    update: (cache, { data: created }) => appendToAbout(cache, "partners", created?.createPartner),
  });
  const [updatePartner] = useMutation(AdminUpdatePartnerDocument);
  const [deletePartner] = useMutation(AdminDeletePartnerDocument);
  const [photoOf, setPhotoOf] = useState<AdminTeamMemberFragment | null>(null);

  if (loading && !data) return <LoadingState text={t("common:loading")} />;
  if (!data)
    return (
      <>
        <SectionHeading title={t("admin:sections.about")} />
        <Alert severity="error">{loadErrorMessage(error)}</Alert>
      </>
    );
  const { about } = data;

  return (
    <>
      <SectionHeading title={t("admin:sections.about")} />
      <Part id="about-mission" title={t("admin-people:about.missionAndVision")}>
        <MissionForm mission={about.mission} vision={about.vision} />
      </Part>
      <Part id="about-features" title={t("admin-people:about.keyFeatures")}>
        <AboutListEditor
          texts={featureTexts}
          items={about.features}
          label={(feature) => feature.title}
          render={(feature) => (
            <>
              <Typography variant="subtitle1" component="h3">
                {feature.title}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {feature.description}
              </Typography>
            </>
          )}
          specs={featureFields}
          valuesOf={featureValues}
          save={(values, feature) =>
            feature
              ? updateFeature({ variables: { id: feature.id, input: featureInput(values) } })
              : createFeature({ variables: { input: featureInput(values) } })
          }
          remove={(id) =>
            deleteFeature({ variables: { id }, update: (cache) => evictObject(cache, "AboutFeature", id) })
          }
        />
      </Part>
      <Part id="about-team" title={t("admin-people:about.teamMembers")}>
        <AboutListEditor
          texts={memberTexts}
          items={about.team}
          label={(member) => member.name}
          render={(member) => (
            <Stack direction="row" spacing={2} sx={{ alignItems: "center" }}>
              <Avatar src={fileUrl(member.image) ?? undefined} alt={member.name} sx={{ width: 56, height: 56 }}>
                {member.name.charAt(0).toUpperCase()}
              </Avatar>
              <Box sx={{ minWidth: 0 }}>
                <Typography variant="subtitle1" component="h3">
                  {member.name}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {member.position}
                </Typography>
                {member.email && (
                  <Link href={`mailto:${member.email}`} variant="body2" sx={{ wordBreak: "break-all" }}>
                    {member.email}
                  </Link>
                )}
              </Box>
            </Stack>
          )}
          specs={teamFields}
          valuesOf={teamValues}
          save={(values, member) =>
            member
              ? updateMember({ variables: { id: member.id, input: teamInput(values, keptImage(member)) } })
              : createMember({ variables: { input: teamInput(values, null) } })
          }
          remove={(id) => deleteMember({ variables: { id }, update: (cache) => evictObject(cache, "TeamMember", id) })}
          actions={(member) => (
            <Button
              size="small"
              onClick={() => setPhotoOf(member)}
              aria-label={t("admin-people:about.photo.of", { name: member.name })}
            >
              {t("admin-people:about.photo.button")}
            </Button>
          )}
        />
      </Part>
      <Part id="about-partners" title={t("admin-people:about.partners")}>
        <AboutListEditor
          texts={partnerTexts}
          items={about.partners}
          label={(partner) => partner.name}
          render={(partner) => (
            <>
              <Typography variant="subtitle1" component="h3">
                {partner.name}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {partner.description}
              </Typography>
              {partner.website && (
                <Link
                  href={partner.website}
                  target="_blank"
                  rel="noopener noreferrer"
                  variant="body2"
                  sx={{ wordBreak: "break-all" }}
                >
                  {partner.website}
                </Link>
              )}
            </>
          )}
          specs={partnerFields}
          valuesOf={partnerValues}
          save={(values, partner) =>
            partner
              ? updatePartner({ variables: { id: partner.id, input: partnerInput(values) } })
              : createPartner({ variables: { input: partnerInput(values) } })
          }
          remove={(id) => deletePartner({ variables: { id }, update: (cache) => evictObject(cache, "Partner", id) })}
        />
      </Part>
      {photoOf && <TeamPhotoUpload member={photoOf} onClose={() => setPhotoOf(null)} />}
    </>
  );
}
