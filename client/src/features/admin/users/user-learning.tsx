import { Link as RouterLink } from "react-router";
import { useTranslation } from "react-i18next";
import {
  Box,
  LinearProgress,
  Link,
  List,
  ListItem,
  ListItemText,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import type { AdminUserQuery } from "../../../gql-admin/graphql.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { CertificateReissue } from "./certificate-reissue.tsx";

type Detail = NonNullable<AdminUserQuery["user"]>;

export function UserEnrollments({ enrollments }: { enrollments: Detail["enrollments"] }) {
  const { t } = useTranslation("admin-users");
  const format = useFormat();
  if (enrollments.length === 0)
    return <Typography color="text.secondary">{t("admin-users:learning.noEnrollments")}</Typography>;
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-labelledby="enrollments-heading">
        <TableHead>
          <TableRow>
            <TableCell>{t("admin-users:learning.course")}</TableCell>
            <TableCell>{t("admin-users:learning.status")}</TableCell>
            <TableCell>{t("admin-users:learning.progress")}</TableCell>
            <TableCell>{t("admin-users:learning.enrolled")}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {enrollments.map((enrollment) => (
            <TableRow key={enrollment.id}>
              <TableCell>
                <Link component={RouterLink} to={`/courses/${enrollment.course.id}`}>
                  {enrollment.course.title}
                </Link>
              </TableCell>
              <TableCell>
                {enrollment.status === "completed"
                  ? t("admin-users:learning.completed")
                  : t("admin-users:learning.inProgress")}
              </TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                <LinearProgress
                  variant="determinate"
                  value={enrollment.progress}
                  aria-label={t("admin-users:learning.progressIn", { course: enrollment.course.title })}
                />
                <Typography variant="body2">{format.percent(enrollment.progress / 100)}</Typography>
              </TableCell>
              <TableCell>{format.date(enrollment.enrolledAt, "short", { utc: true })}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** Each certificate shows the name it was issued to; one issued under an older name may be re-issued under today's. */
export function UserCertificates({ certificates }: { certificates: Detail["certificates"] }) {
  const { t } = useTranslation("admin-users");
  const format = useFormat();
  if (certificates.length === 0)
    return <Typography color="text.secondary">{t("admin-users:learning.noCertificates")}</Typography>;
  return (
    <List dense aria-labelledby="certificates-heading">
      {certificates.map((certificate) => (
        <ListItem
          key={certificate.id}
          disableGutters
          secondaryAction={
            <Stack direction="row" spacing={1} sx={{ alignItems: "center" }}>
              {certificate.holderName !== certificate.reissueName && (
                <CertificateReissue certificate={certificate} currentName={certificate.reissueName} />
              )}
              <Link
                href={certificate.downloadUrl}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t("admin-users:learning.downloadLabel", {
                  title: certificate.title,
                  course: certificate.courseTitle,
                })}
              >
                {t("admin-users:learning.download")}
              </Link>
            </Stack>
          }
        >
          <ListItemText
            primary={certificate.title}
            secondary={
              <>
                <Box component="span" sx={{ display: "block" }}>
                  {t("admin-users:learning.certificateDetails", {
                    course: certificate.courseTitle,
                    date: format.date(certificate.issuedDate, "short", { utc: true }),
                  })}
                </Box>
                <Box component="span" sx={{ display: "block" }}>
                  {t("admin-users:learning.holder", { name: certificate.holderName })}
                </Box>
              </>
            }
          />
        </ListItem>
      ))}
    </List>
  );
}
