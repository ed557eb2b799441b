import { Link as RouterLink } from "react-router";
import { Box, Link, Table, TableBody, TableCell, TableContainer, TableHead, TableRow, Typography } from "@mui/material";
import type { StaffDashboardQuery } from "../../../gql-admin/graphql.ts";

type CourseStat = StaffDashboardQuery["dashboard"]["topCourses"][number];

const percent = new Intl.NumberFormat("en-IN", { style: "percent", maximumFractionDigits: 0 });

export function TopCourses({ courses }: { courses: CourseStat[] }) {
  return (
    <Box component="section" aria-labelledby="top-courses-heading" sx={{ mt: 4 }}>
      <Typography id="top-courses-heading" variant="h6" component="h2" gutterBottom>Most enrolled courses</Typography>
      {courses.length === 0 ? (
        <Typography color="text.secondary">No enrollments yet.</Typography>
      ) : (
        <TableContainer>
          <Table size="small" aria-labelledby="top-courses-heading">
            <TableHead>
              <TableRow>
                <TableCell>Course</TableCell>
                <TableCell align="right">Enrollments</TableCell>
                <TableCell align="right">Completion rate</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {courses.map((stat) => (
                <TableRow key={stat.course.id}>
                  <TableCell><Link component={RouterLink} to={`/admin/courses/${stat.course.id}`}>{stat.course.title}</Link></TableCell>
                  <TableCell align="right">{stat.enrollments}</TableCell>
                  <TableCell align="right">{percent.format(stat.completionRate)}</TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </TableContainer>
      )}
    </Box>
  );
}
