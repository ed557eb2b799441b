import type { ReactNode } from "react";
import { Link as RouterLink } from "react-router";
import { useQuery } from "@apollo/client/react";
import { Alert, Box, Card, CardContent, Chip, Link, Stack, Typography } from "@mui/material";
import { AdminUserDocument } from "../../../gql-admin/graphql.ts";
import { LoadingState } from "../../../components/ui/loading-state.tsx";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { formatDay } from "../listings-kit/dates.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { roleLabels } from "./roles.ts";
import { UserAccountControls } from "./user-account-controls.tsx";
import { UserCertificates, UserEnrollments } from "./user-learning.tsx";

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <Card component="section" aria-labelledby={id} variant="outlined">
      <CardContent>
        <Typography id={id} variant="h6" component="h2" gutterBottom>{title}</Typography>
        {children}
      </CardContent>
    </Card>
  );
}

/** One account for admins: profile, learning, and the role and disable controls. */
export function UserDetailPage({ userId, viewerId }: { userId: string; viewerId: string }) {
  const { data, loading, error } = useQuery(AdminUserDocument, { variables: { id: userId } });
  const back = <Link component={RouterLink} to="/admin/users">Back to users</Link>;
  if (loading && !data) return <LoadingState text="Loading..." />;
  if (error) return <><SectionHeading title="User" actions={back} /><Alert severity="error">{loadErrorMessage(error)}</Alert></>;
  const user = data?.user;
  if (!user) return <><SectionHeading title="User" actions={back} /><Alert severity="warning">This user does not exist.</Alert></>;

  return (
    <>
      <SectionHeading title={user.name || user.email} actions={back} />
      <Stack spacing={2}>
        <Section id="profile-heading" title="Profile">
          <Box component="dl" sx={{ display: "grid", gridTemplateColumns: "max-content 1fr", columnGap: 2, rowGap: 1, m: 0, "& dd": { m: 0, wordBreak: "break-word" } }}>
            <dt>Email</dt><dd>{user.email}</dd>
            <dt>Role</dt><dd>{roleLabels[user.role]}</dd>
            <dt>Account</dt><dd><Chip size="small" variant="outlined" label={user.disabled ? "Disabled" : "Active"} color={user.disabled ? "error" : "success"} /></dd>
            <dt>Joined</dt><dd>{formatDay(user.createdAt)}</dd>
          </Box>
          {user.role !== "student" && (
            <Link component={RouterLink} to={`/admin/audit?actor=${encodeURIComponent(user.id)}`} sx={{ display: "inline-block", mt: 2 }}>Their changes in the audit log</Link>
          )}
        </Section>
        <Section id="account-heading" title="Role and account">
          <UserAccountControls key={`${user.role}-${user.disabled}`} user={user} isSelf={user.id === viewerId} />
        </Section>
        <Section id="enrollments-heading" title="Enrollments"><UserEnrollments enrollments={user.enrollments} /></Section>
        <Section id="certificates-heading" title="Certificates"><UserCertificates certificates={user.certificates} /></Section>
      </Stack>
    </>
  );
}
