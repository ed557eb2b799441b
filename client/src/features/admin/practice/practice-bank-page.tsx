// The practice question bank in the console (docs/practice.md, "The bank for staff"): admins see every question,
// instructors those of the courses they author. Filters by subject, topic, difficulty, language, status and text,
// paged by the server; create, edit, archive or restore (each write audited by the server); CSV in and out.
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import type { TFunction } from "i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import { Button, Chip, MenuItem, Stack, TextField } from "@mui/material";
import type { GridColDef } from "@mui/x-data-grid";
import { useSnackbar } from "../../../components/notifications/notifications.tsx";
import {
  AdminCreatePracticeQuestionDocument,
  AdminPracticeBankDocument,
  AdminPracticeCatalogueDocument,
  AdminSetPracticeQuestionStatusDocument,
  AdminUpdatePracticeQuestionDocument,
  AdminUploadPracticeImageDocument,
  type AdminPracticeQuestionFragment,
  type PracticeDifficulty,
  type PracticeQuestionLanguage,
  type PracticeQuestionStatus,
} from "../../../gql-admin/graphql.ts";
import { useSession } from "../../../lib/session/session-context.tsx";
import { useDebounced } from "../../../lib/use-debounced.ts";
import { saveFile } from "../../../lib/save-file.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { translateFields, type FormValues } from "../forms/form-spec.ts";
import { useSave } from "../forms/use-save.ts";
import { PagedGrid, usePaging } from "../paged-grid/paged-grid.tsx";
import { SectionHeading } from "../shell/section-heading.tsx";
import { useStaff } from "../shell/use-staff-role.ts";
import { fetchBankCsv } from "./bank-csv-file.ts";
import { CsvImportDialog } from "./csv-import-dialog.tsx";
import { QuestionDialog, type MathRenderer } from "./question-dialog.tsx";
import {
  choiceFields,
  DIFFICULTIES,
  questionFields,
  questionInput,
  questionValues,
  serverFields,
} from "./question-fields.ts";

type Row = AdminPracticeQuestionFragment;
type Editing = { question: Row | null };

const LANGUAGES: readonly PracticeQuestionLanguage[] = ["EN", "HI"];
const STATUSES: readonly PracticeQuestionStatus[] = ["ACTIVE", "ARCHIVED"];

/** A menu above the grid whose first entry, "", means any. */
function FilterMenu<Option extends string>(props: {
  label: string;
  value: Option | "";
  options: readonly { value: Option; label: string }[];
  anyLabel: string;
  onChange: (value: Option | "") => void;
}) {
  return (
    <TextField
      select
      size="small"
      label={props.label}
      value={props.value}
      onChange={(event) => props.onChange(event.target.value as Option | "")}
      slotProps={{ inputLabel: { shrink: true }, select: { displayEmpty: true } }}
      sx={{ minWidth: 150 }}
    >
      <MenuItem value="">{props.anyLabel}</MenuItem>
      {props.options.map((option) => (
        <MenuItem key={option.value} value={option.value}>
          {option.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

const columnsFor = (
  t: TFunction,
  actions: { edit: (row: Row) => void; toggle: (row: Row) => void },
): GridColDef<Row>[] => [
  {
    field: "text",
    headerName: t("admin-practice:columns.question"),
    flex: 2,
    minWidth: 220,
    sortable: false,
    valueGetter: (_value, row) => row.textEn ?? row.textHi ?? "",
  },
  {
    field: "topic",
    headerName: t("admin-practice:columns.topic"),
    flex: 1,
    minWidth: 140,
    sortable: false,
    valueGetter: (_value, row) => row.topic.nameEn,
  },
  {
    field: "difficulty",
    headerName: t("admin-practice:columns.difficulty"),
    width: 110,
    sortable: false,
    valueFormatter: (value: PracticeDifficulty) => t(`admin-practice:difficulty.${value}`),
  },
  {
    field: "languages",
    headerName: t("admin-practice:columns.languages"),
    width: 110,
    sortable: false,
    valueGetter: (_value, row) => [row.textEn ? "EN" : null, row.textHi ? "HI" : null].filter(Boolean).join(" · "),
  },
  {
    field: "status",
    headerName: t("admin-practice:columns.status"),
    width: 110,
    sortable: false,
    renderCell: ({ row }) => (
      <Chip
        size="small"
        variant="outlined"
        color={row.status === "ACTIVE" ? "success" : "default"}
        label={t(`admin-practice:status.${row.status}`)}
      />
    ),
  },
  {
    field: "actions",
    headerName: t("admin-practice:columns.actions"),
    width: 190,
    sortable: false,
    renderCell: ({ row }) => (
      <Stack direction="row" spacing={1}>
        <Button size="small" onClick={() => actions.edit(row)}>
          {t("admin-practice:edit")}
        </Button>
        <Button size="small" color={row.status === "ACTIVE" ? "error" : "primary"} onClick={() => actions.toggle(row)}>
          {t(row.status === "ACTIVE" ? "admin-practice:archive" : "admin-practice:restore")}
        </Button>
      </Stack>
    ),
  },
];

/** `MathView` typesets the form's preview (the route hands in the learner's MathText, so it matches what learners see). */
export function PracticeBankPage({ MathView }: { MathView: MathRenderer }) {
  const { t, i18n } = useTranslation(["admin-practice", "admin"]);
  const staff = useStaff();
  const { service } = useSession();
  const { enqueueSnackbar } = useSnackbar();
  const save = useSave();
  const paging = usePaging(25);
  const [search, setSearch] = useState("");
  const [subjectId, setSubjectId] = useState("");
  const [topicId, setTopicId] = useState("");
  const [difficulty, setDifficulty] = useState<PracticeDifficulty | "">("");
  const [language, setLanguage] = useState<PracticeQuestionLanguage | "">("");
  const [status, setStatus] = useState<PracticeQuestionStatus | "">("ACTIVE");
  const [editing, setEditing] = useState<Editing | null>(null);
  const [toggling, setToggling] = useState<Row | null>(null);
  const [importing, setImporting] = useState(false);
  const [downloading, setDownloading] = useState(false);
  const term = useDebounced(search.trim(), 300);

  const filter = {
    subjectId: subjectId || null,
    topicId: topicId || null,
    difficulty: difficulty || null,
    language: language || null,
    status: status || null,
    search: term || null,
  };
  const bank = useQuery(AdminPracticeBankDocument, {
    variables: { ...filter, limit: paging.limit, offset: paging.offset },
  });
  const catalogue = useQuery(AdminPracticeCatalogueDocument);
  const [create] = useMutation(AdminCreatePracticeQuestionDocument);
  const [update] = useMutation(AdminUpdatePracticeQuestionDocument);
  const [setQuestionStatus] = useMutation(AdminSetPracticeQuestionStatusDocument);
  const [uploadImage] = useMutation(AdminUploadPracticeImageDocument);

  const hindi = i18n.language === "hi";
  const named = (item: { nameEn: string; nameHi?: string | null }) => (hindi && item.nameHi) || item.nameEn;
  const subjects = catalogue.data?.practiceSubjects ?? [];
  const topicsOf = subjects.find((subject) => subject.id === subjectId)?.topics ?? [];
  const allTopics = subjects.flatMap((subject) =>
    subject.topics.map((topic) => ({ id: topic.id, label: `${named(subject)} · ${named(topic)}` })),
  );
  const courses = (catalogue.data?.staffCourses ?? []).map((course) => ({ id: course.id, label: course.title }));
  const columns = useMemo(
    () => columnsFor(t, { edit: (question) => setEditing({ question }), toggle: setToggling }),
    [t],
  );

  // A picture is stored in the folder of the course the question is for (admins' questions without one: shared).
  const specsFor = (values: FormValues) => {
    const courseId = typeof values.courseId === "string" && values.courseId ? values.courseId : null;
    const upload = async (file: File) => {
      const { data } = await uploadImage({ variables: { courseId, file } });
      return data!.uploadPracticeQuestionImage.src;
    };
    return [
      ...choiceFields(
        {
          topic: t("admin-practice:form.topic"),
          course: t("admin-practice:form.course"),
          adminsOnly: staff.role === "admin" ? t("admin-practice:form.adminsOnly") : null,
        },
        allTopics,
        courses,
      ),
      ...translateFields(questionFields(upload), t),
    ];
  };

  const saveQuestion = (question: Row | null) => async (values: FormValues) => {
    const input = questionInput(values);
    const result = question
      ? (await update({ variables: { id: question.id, input } })).data?.updatePracticeQuestion
      : (await create({ variables: { input } })).data?.createPracticeQuestion;
    if (result?.nearDuplicates.length)
      enqueueSnackbar(
        t("admin-practice:nearDuplicates", {
          count: result.nearDuplicates.length,
          text: result.nearDuplicates[0]!.textEn ?? result.nearDuplicates[0]!.textHi ?? "",
        }),
        { variant: "warning" },
      );
    await bank.refetch();
  };

  const download = async () => {
    setDownloading(true);
    try {
      const blob = await fetchBankCsv(
        { subjectId: filter.subjectId, topicId: filter.topicId, status: filter.status },
        () => service.refresh(),
      );
      saveFile(blob, "practice-questions.csv");
    } catch (failure) {
      const message = failure instanceof Error ? failure.message : "";
      enqueueSnackbar(t("admin-practice:export.failed", { message }), { variant: "error" });
    } finally {
      setDownloading(false);
    }
  };

  const options = <Value extends string>(values: readonly Value[], key: string) =>
    values.map((value) => ({ value, label: t(`admin-practice:${key}.${value}`) }));

  return (
    <>
      <SectionHeading
        title={t("admin:sections.practice")}
        actions={
          <>
            <Button variant="contained" onClick={() => setEditing({ question: null })} disabled={!catalogue.data}>
              {t("admin-practice:new")}
            </Button>
            <Button variant="outlined" onClick={() => setImporting(true)}>
              {t("admin-practice:import.open")}
            </Button>
            <Button variant="outlined" onClick={() => void download()} disabled={downloading}>
              {t("admin-practice:export.button")}
            </Button>
          </>
        }
      />
      <Stack direction="row" sx={{ mb: 2, gap: 2, flexWrap: "wrap" }}>
        <TextField
          type="search"
          size="small"
          label={t("admin-practice:filters.search")}
          value={search}
          onChange={(event) => paging.firstPage(() => setSearch(event.target.value))}
          sx={{ flexGrow: 1, minWidth: 200 }}
        />
        <FilterMenu
          label={t("admin-practice:filters.subject")}
          value={subjectId}
          options={subjects.map((subject) => ({ value: subject.id, label: named(subject) }))}
          anyLabel={t("admin-practice:filters.any")}
          onChange={(value) =>
            paging.firstPage(() => {
              setSubjectId(value);
              setTopicId("");
            })
          }
        />
        <FilterMenu
          label={t("admin-practice:filters.topic")}
          value={topicId}
          options={topicsOf.map((topic) => ({ value: topic.id, label: named(topic) }))}
          anyLabel={t("admin-practice:filters.any")}
          onChange={(value) => paging.firstPage(() => setTopicId(value))}
        />
        <FilterMenu
          label={t("admin-practice:filters.difficulty")}
          value={difficulty}
          options={options(DIFFICULTIES, "difficulty")}
          anyLabel={t("admin-practice:filters.any")}
          onChange={(value) => paging.firstPage(() => setDifficulty(value))}
        />
        <FilterMenu
          label={t("admin-practice:filters.language")}
          value={language}
          options={options(LANGUAGES, "language")}
          anyLabel={t("admin-practice:filters.any")}
          onChange={(value) => paging.firstPage(() => setLanguage(value))}
        />
        <FilterMenu
          label={t("admin-practice:filters.status")}
          value={status}
          options={options(STATUSES, "status")}
          anyLabel={t("admin-practice:filters.any")}
          onChange={(value) => paging.firstPage(() => setStatus(value))}
        />
      </Stack>
      <PagedGrid
        label={t("admin:sections.practice")}
        columns={columns}
        paging={paging}
        result={(bank.data ?? bank.previousData)?.staffPracticeQuestions}
        loading={bank.loading}
        error={bank.error ?? catalogue.error}
      />
      {editing && (
        <QuestionDialog
          title={t(editing.question ? "admin-practice:editTitle" : "admin-practice:newTitle")}
          specsFor={specsFor}
          initialValues={questionValues(editing.question, {
            topicId: topicId || (allTopics[0]?.id ?? ""),
            courseId: staff.role === "admin" ? "" : (courses[0]?.id ?? ""),
          })}
          messages={{ success: t("admin-practice:saved"), failure: t("admin-practice:saveFailed"), ...serverFields }}
          MathView={MathView}
          onSave={saveQuestion(editing.question)}
          onClose={() => setEditing(null)}
        />
      )}
      {importing && <CsvImportDialog onClose={() => setImporting(false)} onImported={() => void bank.refetch()} />}
      {toggling && (
        <ConfirmDialog
          title={t(toggling.status === "ACTIVE" ? "admin-practice:archiveTitle" : "admin-practice:restoreTitle")}
          confirmLabel={t(toggling.status === "ACTIVE" ? "admin-practice:archive" : "admin-practice:restore")}
          danger={toggling.status === "ACTIVE"}
          onClose={() => setToggling(null)}
          onConfirm={() =>
            void save(
              async () => {
                const next = toggling.status === "ACTIVE" ? "ARCHIVED" : "ACTIVE";
                await setQuestionStatus({ variables: { id: toggling.id, status: next } });
                await bank.refetch();
              },
              { success: t("admin-practice:statusSaved"), failure: t("admin-practice:saveFailed") },
            ).then(() => setToggling(null))
          }
        >
          {toggling.status === "ACTIVE" ? t("admin-practice:archiveHelp") : t("admin-practice:restoreHelp")}
        </ConfirmDialog>
      )}
    </>
  );
}
