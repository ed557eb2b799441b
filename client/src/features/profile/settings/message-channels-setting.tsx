import { useState } from "react";
import { useMutation, useQuery } from "@apollo/client/react";
import { Box, FormControlLabel, FormGroup, Switch, Typography } from "@mui/material";
import { useTranslation } from "react-i18next";
import {
  NotificationOptInsDocument,
  SetNotificationOptInDocument,
  type MessageChannel,
  type NotificationKind,
} from "../../../gql/graphql.ts";
import { StatusMessage, type Status } from "./status-message.tsx";

// Whole keys, so the catalogue check sees each of them.
const KIND_LABELS: Partial<Record<NotificationKind, string>> = {
  EXAM_REMINDER: "profile:messages.kinds.examReminder",
  MOCK_TEST_RESULT: "profile:messages.kinds.mockTestResult",
  ASSIGNMENT_GRADED: "profile:messages.kinds.assignmentGraded",
  PRACTICE_REMINDER: "profile:messages.kinds.practiceReminder",
};
const CHANNEL_LABELS: Record<MessageChannel, string> = {
  SMS: "profile:messages.channels.sms",
  WHATSAPP: "profile:messages.channels.whatsapp",
};

/**
 * SMS and WhatsApp per kind (docs/notifications.md): all off until turned on, each switch saved at once, and only
 * with a verified phone number (without one the switches are off and say why).
 */
export function MessageChannelsSetting({ phone }: { phone: string | null }) {
  const { t } = useTranslation();
  const { data, error } = useQuery(NotificationOptInsDocument, { fetchPolicy: "cache-and-network" });
  const [save] = useMutation(SetNotificationOptInDocument);
  const [status, setStatus] = useState<Status>(null);
  // A switch shows its new state at once; a failed save puts the stored one back.
  const [chosen, setChosen] = useState<Record<string, boolean>>({});
  const optIns = data?.notificationOptIns ?? [];
  const kinds = [...new Set(optIns.map((row) => row.kind))];

  const choose = async (kind: NotificationKind, channel: MessageChannel, on: boolean) => {
    const key = `${kind}/${channel}`;
    setChosen((current) => ({ ...current, [key]: on }));
    try {
      await save({ variables: { kind, channel, on }, refetchQueries: [NotificationOptInsDocument] });
      setStatus({ text: t("profile:messages.saved"), ok: true });
    } catch {
      setChosen(({ [key]: _dropped, ...rest }) => rest);
      setStatus({ text: t("profile:messages.failed"), ok: false });
    }
  };

  return (
    <Box component="section" aria-labelledby="message-channels-heading">
      <Typography id="message-channels-heading" variant="h6" component="h2" gutterBottom>
        {t("profile:messages.title")}
      </Typography>
      <Typography id="message-channels-help" variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {phone ? t("profile:messages.help") : t("profile:messages.needPhone")}
      </Typography>
      {error && <StatusMessage message={{ text: t("profile:messages.loadFailed"), ok: false }} />}
      {kinds.map((kind) => (
        <FormGroup
          key={kind}
          role="group"
          aria-labelledby={`message-kind-${kind}`}
          row
          sx={{ alignItems: "center", columnGap: 2, flexWrap: "wrap" }}
        >
          <Typography id={`message-kind-${kind}`} sx={{ minWidth: 160 }}>
            {t(KIND_LABELS[kind] ?? kind)}
          </Typography>
          {optIns
            .filter((row) => row.kind === kind)
            .map((row) => (
              <FormControlLabel
                key={row.channel}
                control={
                  <Switch
                    checked={Boolean(phone) && (chosen[`${kind}/${row.channel}`] ?? row.on)}
                    disabled={!phone}
                    onChange={(event) => void choose(kind, row.channel, event.target.checked)}
                    slotProps={{
                      input: {
                        "aria-label": `${t(CHANNEL_LABELS[row.channel])}: ${t(KIND_LABELS[kind] ?? kind)}`,
                        "aria-describedby": "message-channels-help",
                      },
                    }}
                  />
                }
                label={t(CHANNEL_LABELS[row.channel])}
              />
            ))}
        </FormGroup>
      ))}
      <StatusMessage message={status} />
    </Box>
  );
}
