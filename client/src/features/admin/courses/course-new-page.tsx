import { useNavigate } from "react-router";
import { useMutation } from "@apollo/client/react";
import { CreateStaffCourseDocument, StaffCourseRowFragmentDoc } from "../../../gql-admin/graphql.ts";
import { SectionHeading } from "../shell/section-heading.tsx";
import { CourseForm } from "./course-form.tsx";
import { courseFormValues } from "./course-form-values.ts";
import { useTranslation } from "react-i18next";

export function CourseNewPage() {
  const navigate = useNavigate();
  const { t } = useTranslation("admin");
  const [create] = useMutation(CreateStaffCourseDocument, {
    // A new course is never archived: it belongs in every cached staff list, so add it there instead of refetching.
    update(cache, { data }) {
      const course = data?.createCourse;
      if (!course) return;
      const ref = cache.writeFragment({
        fragment: StaffCourseRowFragmentDoc,
        fragmentName: "StaffCourseRow",
        data: course,
      });
      cache.modify({
        fields: { staffCourses: (existing) => (Array.isArray(existing) ? [...existing, ref] : existing) },
      });
    },
  });

  return (
    <>
      <SectionHeading title={t("admin:courses.new")} />
      <CourseForm
        initial={courseFormValues(null)}
        submitLabel={t("admin:courseForm.create")}
        successMessage={t("admin:courseForm.created")}
        save={async (input) => {
          const { data } = await create({ variables: { input: { ...input, published: false } } });
          if (data) navigate(`/admin/courses/${data.createCourse.id}`, { replace: true });
        }}
      />
    </>
  );
}
