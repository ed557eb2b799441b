import { useState, type ReactNode } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  Alert,
  Box,
  Button,
  Chip,
  CircularProgress,
  Paper,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import {
  AdminDiscardFailedJobDocument,
  AdminRetryFailedJobDocument,
  AdminSystemStatusDocument,
  type AdminSystemStatusQuery,
} from "../../../gql-admin/graphql.ts";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { ConfirmDialog } from "../forms/confirm-dialog.tsx";
import { useSave } from "../forms/use-save.ts";
import { SectionHeading } from "../shell/section-heading.tsx";

type Status = AdminSystemStatusQuery["systemStatus"];
type FailedJob = Status["failedJobs"][number];

/**
 * What an operator checks (docs/operations.md, "System page"): the gateways running, the job queue with its failed
 * jobs (retry or discard, each in the audit log), stored files by kind, the channels configured and the limits.
 */
export function SystemPage() {
  const { t } = useTranslation(["admin-system", "admin"]);
  const { data, loading, error, refetch } = useQuery(AdminSystemStatusDocument, { fetchPolicy: "network-only" });
  const status = data?.systemStatus;
  return (
    <>
      <SectionHeading
        title={t("admin:sections.system")}
        actions={
          <Button variant="outlined" onClick={() => void refetch()} disabled={loading}>
            {t("admin-system:refresh")}
          </Button>
        }
      />
      {error && (
        <Alert severity="error" sx={{ mb: 2 }}>
          {loadErrorMessage(error)}
        </Alert>
      )}
      {!status && loading && <CircularProgress aria-label={t("admin-system:loading")} />}
      {status && (
        <Stack spacing={3}>
          <Gateways gateways={status.gateways} />
          <Jobs jobs={status.jobs} />
          <FailedJobs jobs={status.failedJobs} onChanged={() => void refetch()} />
          <Storage storage={status.storage} />
          <Channels channels={status.channels} />
          <TextMessages month={status.textMessages} />
          <Limits limits={status.limits} />
        </Stack>
      )}
    </>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper component="section" variant="outlined" sx={{ p: 2 }} aria-label={title}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/**
 * A table that scrolls sideways on its own on a 360 px phone instead of widening the page; focusable, so that a
 * keyboard can scroll it too.
 */
function Grid({ label, head, rows, empty }: { label: string; head: string[]; rows: ReactNode[][]; empty: string }) {
  if (rows.length === 0)
    return (
      <Typography variant="body2" color="text.secondary">
        {empty}
      </Typography>
    );
  return (
    <Box sx={{ overflowX: "auto" }} tabIndex={0} role="group" aria-label={label}>
      <Table size="small">
        <TableHead>
          <TableRow>
            {head.map((cell) => (
              <TableCell key={cell}>{cell}</TableCell>
            ))}
          </TableRow>
        </TableHead>
        <TableBody>
          {rows.map((row, index) => (
            <TableRow key={index}>
              {row.map((cell, column) => (
                <TableCell key={column}>{cell}</TableCell>
              ))}
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

function Gateways({ gateways }: { gateways: Status["gateways"] }) {
  const { t } = useTranslation("admin-system");
  const format = useFormat();
  return (
    <Section title={t("admin-system:gateways.title")}>
      <Grid
        label={t("admin-system:gateways.title")}
        head={[
          t("admin-system:gateways.host"),
          t("admin-system:gateways.version"),
          t("admin-system:gateways.uptime"),
          t("admin-system:gateways.state"),
        ]}
        empty={t("admin-system:gateways.none")}
        rows={gateways.map((gateway) => [
          gateway.host,
          gateway.version,
          format.duration(gateway.uptimeSeconds),
          <Chip
            key="state"
            size="small"
            color={gateway.answering ? "success" : "warning"}
            label={gateway.answering ? t("admin-system:gateways.answering") : t("admin-system:gateways.silent")}
          />,
        ])}
      />
    </Section>
  );
}

function Jobs({ jobs }: { jobs: Status["jobs"] }) {
  const { t } = useTranslation("admin-system");
  const format = useFormat();
  return (
    <Section title={t("admin-system:jobs.title")}>
      <Grid
        label={t("admin-system:jobs.title")}
        head={[
          t("admin-system:jobs.kind"),
          t("admin-system:jobs.waiting"),
          t("admin-system:jobs.running"),
          t("admin-system:jobs.failed"),
          t("admin-system:jobs.oldest"),
        ]}
        empty={t("admin-system:jobs.none")}
        rows={jobs.map((job) => [
          job.kind,
          format.number(job.waiting),
          format.number(job.running),
          format.number(job.failed),
          job.oldestWaitingSeconds === null ? "–" : format.duration(job.oldestWaitingSeconds),
        ])}
      />
    </Section>
  );
}

function FailedJobs({ jobs, onChanged }: { jobs: FailedJob[]; onChanged: () => void }) {
  const { t } = useTranslation(["admin-system", "admin"]);
  const format = useFormat();
  const save = useSave();
  const [retry] = useMutation(AdminRetryFailedJobDocument);
  const [discard] = useMutation(AdminDiscardFailedJobDocument);
  const [busy, setBusy] = useState<string | null>(null);
  const [discarding, setDiscarding] = useState<FailedJob | null>(null);

  const act = async (job: FailedJob, action: "retry" | "discard") => {
    setBusy(job.id);
    const result = await save(
      () => (action === "retry" ? retry({ variables: { id: job.id } }) : discard({ variables: { id: job.id } })),
      {
        success: t(action === "retry" ? "admin-system:failed.retried" : "admin-system:failed.discarded", {
          kind: job.kind,
        }),
        failure: t("admin-system:failed.actionFailed"),
      },
    );
    setBusy(null);
    setDiscarding(null);
    if (result.ok) onChanged();
  };

  return (
    <Section title={t("admin-system:failed.title")}>
      {jobs.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t("admin-system:failed.none")}
        </Typography>
      ) : (
        <Stack component="ul" spacing={1.5} sx={{ listStyle: "none", m: 0, p: 0 }}>
          {jobs.map((job) => (
            <Box component="li" key={job.id} sx={{ borderTop: 1, borderColor: "divider", pt: 1.5 }}>
              <Typography variant="subtitle2" component="p">
                {job.kind}
              </Typography>
              <Typography variant="body2" color="text.secondary" sx={{ wordBreak: "break-word" }}>
                {job.error ?? t("admin-system:failed.noError")}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t("admin-system:failed.when", {
                  date: format.date(job.failedAt, "dateTime"),
                  count: job.attempts,
                  attempts: format.number(job.attempts),
                })}
              </Typography>
              <Stack direction="row" spacing={1} sx={{ mt: 1 }}>
                <Button
                  size="small"
                  variant="contained"
                  disabled={busy !== null}
                  onClick={() => void act(job, "retry")}
                  aria-label={t("admin-system:failed.retryLabel", { kind: job.kind })}
                >
                  {t("admin-system:failed.retry")}
                </Button>
                <Button
                  size="small"
                  color="error"
                  disabled={busy !== null}
                  onClick={() => setDiscarding(job)}
                  aria-label={t("admin-system:failed.discardLabel", { kind: job.kind })}
                >
                  {t("admin-system:failed.discard")}
                </Button>
              </Stack>
            </Box>
          ))}
        </Stack>
      )}
      {discarding && (
        <ConfirmDialog
          title={t("admin-system:failed.discardTitle")}
          confirmLabel={t("admin-system:failed.discard")}
          danger
          busy={busy !== null}
          onConfirm={() => void act(discarding, "discard")}
          onClose={() => setDiscarding(null)}
        >
          {t("admin-system:failed.discardText", { kind: discarding.kind })}
        </ConfirmDialog>
      )}
    </Section>
  );
}

function Storage({ storage }: { storage: Status["storage"] }) {
  const { t } = useTranslation("admin-system");
  const format = useFormat();
  return (
    <Section title={t("admin-system:storage.title")}>
      <Grid
        label={t("admin-system:storage.title")}
        head={[t("admin-system:storage.kind"), t("admin-system:storage.files"), t("admin-system:storage.size")]}
        empty={t("admin-system:storage.none")}
        rows={storage.map((use) => [
          t(`storage.kinds.${use.kind}`, { defaultValue: use.kind }),
          format.number(use.files),
          format.bytes(use.bytes),
        ])}
      />
    </Section>
  );
}

function Channels({ channels }: { channels: Status["channels"] }) {
  const { t } = useTranslation("admin-system");
  return (
    <Section title={t("admin-system:channels.title")}>
      <Grid
        label={t("admin-system:channels.title")}
        head={[t("admin-system:channels.channel"), t("admin-system:channels.state"), t("admin-system:channels.how")]}
        empty={t("admin-system:channels.none")}
        rows={channels.map((channel) => [
          t(`channels.names.${channel.name}`, { defaultValue: channel.name }),
          channel.paused
            ? t("admin-system:channels.paused")
            : channel.configured
              ? t("admin-system:channels.configured")
              : t("admin-system:channels.notConfigured"),
          channel.detail ? t(`channels.details.${channel.detail}`, { defaultValue: channel.detail }) : "–",
        ])}
      />
    </Section>
  );
}

/** SMS and WhatsApp this Indian month (docs/notifications.md): what was spent, and every outcome, skipped ones too. */
function TextMessages({ month }: { month: Status["textMessages"] }) {
  const { t } = useTranslation("admin-system");
  const format = useFormat();
  return (
    <Section title={t("admin-system:messages.title")}>
      <Typography variant="body2" sx={{ mb: 1 }}>
        {month.budgetPaise === null
          ? t("admin-system:messages.spentNoCap", { spent: format.rupees(month.spentPaise) })
          : t("admin-system:messages.spent", {
              spent: format.rupees(month.spentPaise),
              budget: format.rupees(month.budgetPaise),
            })}
      </Typography>
      <Grid
        label={t("admin-system:messages.title")}
        head={[t("admin-system:messages.channel"), t("admin-system:messages.status"), t("admin-system:messages.count")]}
        empty={t("admin-system:messages.none")}
        rows={month.counts.map((row) => [
          t(`channels.names.${row.channel.toLowerCase()}`, { defaultValue: row.channel }),
          row.reason ? `${row.status} (${row.reason})` : row.status,
          format.number(row.count),
        ])}
      />
    </Section>
  );
}

function Limits({ limits }: { limits: Status["limits"] }) {
  const { t } = useTranslation("admin-system");
  const format = useFormat();
  return (
    <Section title={t("admin-system:limits.title")}>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("admin-system:limits.intro")}
      </Typography>
      <Grid
        label={t("admin-system:limits.title")}
        head={[t("admin-system:limits.name"), t("admin-system:limits.value")]}
        empty={t("admin-system:limits.none")}
        rows={limits.map((limit) => [
          <Box component="code" key="name" sx={{ wordBreak: "break-all" }}>
            {limit.name}
          </Box>,
          /_BYTES$/.test(limit.name) ? format.bytes(limit.value) : format.number(limit.value),
        ])}
      />
    </Section>
  );
}
