import { Link as RouterLink } from "react-router";
import { Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import type { StaffDashboardQuery } from "../../../gql-admin/graphql.ts";
import { useTranslation } from "react-i18next";
import { useFormat } from "../../../i18n/use-format.ts";

type CourseStat = StaffDashboardQuery["dashboard"]["topCourses"][number];

export function TopCourses({ courses }: { courses: CourseStat[] }) {
  const { t } = useTranslation("admin");
  const format = useFormat();
  return (
    <Box component="section" aria-labelledby="top-courses-heading" sx={{ mt: 4 }}>
      <Typography id="top-courses-heading" variant="h6" component="h2" gutterBottom>
        {t("admin:dashboard.topCourses")}
      </Typography>
      {courses.length === 0 ? (
        <Typography color="text.secondary">{t("admin:dashboard.noEnrollments")}</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="top-courses-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t("admin:dashboard.course")}</TableCell>
                <TableCell align="right">{t("admin:dashboard.enrollments")}</TableCell>
                <TableCell align="right">{t("admin:dashboard.completionRate")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {courses.map((stat) => (
                <TableRow key={stat.course.id}>
                  <TableCell>
                    <Link component={RouterLink} to={`/admin/courses/${stat.course.id}`}>
                      {stat.course.title}
                    </Link>
                  </TableCell>
                  <TableCell align="right">{format.number(stat.enrollments)}</TableCell>
                  <TableCell align="right">{format.percent(stat.completionRate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
