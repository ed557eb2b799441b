import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { Alert, Box, Card, CardContent, Chip, Link, Stack, Typography } from "@mui/material";
import { AdminUserDocument } from "../../../gql-admin/graphql.ts";
import { LoadingState } from "../../../components/ui/loading-state.tsx";
import { useFormat } from "../../../i18n/use-format.ts";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { roleKeys } from "./roles.ts";
import { UserAccountControls } from "./user-account-controls.tsx";
import { UserCertificates, UserEnrollments } from "./user-learning.tsx";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} variant="outlined">
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>
          {title}
        </Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** One account for admins: profile, learning, and the role and disable controls. */
export function UserDetailPage({ userId, viewerId }: { userId: string; viewerId: string }) {
  const { t } = useTranslation(["admin-users", "admin", "auth", "common"]);
  const format = useFormat();
  const { data, loading, error } = useQuery(AdminUserDocument, { variables: { id: userId } });
  const back = (
    <Link component={RouterLink} to="/admin/users">
      {t("admin-users:detail.back")}
    </Link>
  );
  if (loading && !data) return <LoadingState text={t("common:loading")} />;
  if (error)
    return (
      <>
        <SectionHeading title={t("admin-users:detail.title")} actions={back} />
        <Alert severity="error">{loadErrorMessage(error)}</Alert>
      </>
    );
  const user = data?.user;
  if (!user)
    return (
      <>
        <SectionHeading title={t("admin-users:detail.title")} actions={back} />
        <Alert severity="warning">{t("admin-users:detail.notFound")}</Alert>
      </>
    );

  return (
    <>
      <SectionHeading title={user.name || user.email} actions={back} />
      <Stack spacing={2}>
        <Section id="profile-heading" title={t("admin-users:detail.profile")}>
          <Box
            component="dl"
            sx={{
              display: "grid",
              gridTemplateColumns: "max-content 1fr",
              columnGap: 2,
              rowGap: 1,
              m: 0,
              "& dd": { m: 0, wordBreak: "break-word" },
            }}
          >
            <dt>{t("auth:fields.email")}</dt>
            <dd>{user.email}</dd>
            <dt>{t("admin:users.role")}</dt>
            <dd>{t(roleKeys[user.role])}</dd>
            <dt>{t("admin:users.account")}</dt>
            <dd>
              <Chip
                size="small"
                variant="outlined"
                label={user.disabled ? t("admin:users.disabled") : t("admin:users.active")}
                color={user.disabled ? "error" : "success"}
              />
            </dd>
            <dt>{t("admin:users.joined")}</dt>
            <dd>{format.date(user.createdAt, "short", { utc: true })}</dd>
          </Box>
          {user.role !== "student" && (
            <Link
              component={RouterLink}
              to={`/admin/audit?actor=${encodeURIComponent(user.id)}`}
              sx={{ display: "inline-block", mt: 2 }}
            >
              {t("admin-users:detail.auditLink")}
            </Link>
          )}
        </Section>
        <Section id="account-heading" title={t("admin-users:detail.roleAndAccount")}>
          <UserAccountControls key={`${user.role}-${user.disabled}`} user={user} isSelf={user.id === viewerId} />
        </Section>
        <Section id="enrollments-heading" title={t("admin-users:detail.enrollments")}>
          <UserEnrollments enrollments={user.enrollments} />
        </Section>
        <Section id="certificates-heading" title={t("admin-users:detail.certificates")}>
          <UserCertificates certificates={user.certificates} />
        </Section>
      </Stack>
    </>
  );
}
