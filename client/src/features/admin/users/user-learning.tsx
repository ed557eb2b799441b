import { Link as RouterLink } from "react-router";
import { Box, LinearProgress, Link, List, ListItem, ListItemText, Table, TableBody, TableCell, TableHead, TableRow, Typography } from "@mui/material";
import type { AdminUserQuery } from "../../../gql-admin/graphql.ts";
import { formatDay } from "../listings-kit/dates.ts";

type Detail = NonNullable<AdminUserQuery["user"]>;

export function UserEnrollments({ enrollments }: { enrollments: Detail["enrollments"] }) {
  if (enrollments.length === 0) return <Typography color="text.secondary">Not enrolled in any course.</Typography>;
  return (
    <Box sx={{ overflowX: "auto" }}>
      <Table size="small" aria-labelledby="enrollments-heading">
        <TableHead>
          <TableRow><TableCell>Course</TableCell><TableCell>Status</TableCell><TableCell>Progress</TableCell><TableCell>Enrolled</TableCell></TableRow>
        </TableHead>
        <TableBody>
          {enrollments.map((enrollment) => (
            <TableRow key={enrollment.id}>
              <TableCell><Link component={RouterLink} to={`/courses/${enrollment.course.id}`}>{enrollment.course.title}</Link></TableCell>
              <TableCell>{enrollment.status === "completed" ? "Completed" : "In progress"}</TableCell>
              <TableCell sx={{ minWidth: 140 }}>
                <LinearProgress variant="determinate" value={enrollment.progress} aria-label={`Progress in ${enrollment.course.title}`} />
                <Typography variant="body2">{enrollment.progress}%</Typography>
              </TableCell>
              <TableCell>{formatDay(enrollment.enrolledAt)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

export function UserCertificates({ certificates }: { certificates: Detail["certificates"] }) {
  if (certificates.length === 0) return <Typography color="text.secondary">No certificates yet.</Typography>;
  return (
    <List dense aria-labelledby="certificates-heading">
      {certificates.map((certificate) => (
        <ListItem key={certificate.id} disableGutters secondaryAction={<Link href={certificate.downloadUrl} target="_blank" rel="noopener noreferrer" aria-label={`Download ${certificate.title} (${certificate.courseTitle})`}>Download</Link>}>
          <ListItemText primary={certificate.title} secondary={`Course: ${certificate.courseTitle} · Issued: ${formatDay(certificate.issuedDate)}`} />
        </ListItem>
      ))}
    </List>
  );
}
