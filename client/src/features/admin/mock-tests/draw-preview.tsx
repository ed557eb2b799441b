// "Preview a draw" (docs/mock-tests.md, "Editing a blueprint"): the server draws a sample paper of the saved
// blueprint with the seed typed here, by the attempts' own draw, so staff can see what a blueprint gives.
import { useState } from "react";
import { useTranslation } from "react-i18next";
import { useLazyQuery } from "@apollo/client/react";
import { Alert, Box, Button, Chip, List, ListItem, ListItemText, Stack, TextField, Typography } from "@mui/material";
import { AdminMockTestDrawPreviewDocument } from "../../../gql-admin/graphql.ts";
import { serverMessage } from "../../../lib/errors.ts";

export function DrawPreview({ testId }: { testId: string }) {
  const { t, i18n } = useTranslation("admin-mock-tests");
  const [seed, setSeed] = useState("1");
  const [draw, { data, error, loading }] = useLazyQuery(AdminMockTestDrawPreviewDocument, {
    fetchPolicy: "network-only",
  });
  const hindi = i18n.language === "hi";
  return (
    <Box component="section" aria-labelledby="blueprint-preview-title" sx={{ mt: 3 }}>
      <Typography id="blueprint-preview-title" variant="subtitle1" component="h3" sx={{ fontWeight: 700 }}>
        {t("admin-mock-tests:blueprint.preview.title")}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t("admin-mock-tests:blueprint.preview.help")}
      </Typography>
      <Stack direction="row" sx={{ gap: 1, alignItems: "flex-start", flexWrap: "wrap" }}>
        <TextField
          size="small"
          label={t("admin-mock-tests:blueprint.preview.seed")}
          value={seed}
          onChange={(event) => setSeed(event.target.value)}
          slotProps={{ htmlInput: { maxLength: 100 } }}
        />
        <Button
          variant="outlined"
          disabled={loading || !seed.trim()}
          onClick={() => void draw({ variables: { testId, seed: seed.trim() } }).catch(() => undefined)}
        >
          {t("admin-mock-tests:blueprint.preview.draw")}
        </Button>
      </Stack>
      {error && (
        <Alert severity="error" sx={{ mt: 1 }}>
          {serverMessage(error, t("admin-mock-tests:blueprint.preview.failed"))}
        </Alert>
      )}
      {!error &&
        data?.staffMockTestDrawPreview.map((section) => (
          <Box key={section.sectionId} sx={{ mt: 2 }} data-testid="blueprint-preview-section">
            <Typography variant="subtitle2" component="h4">
              {t("admin-mock-tests:blueprint.preview.section", {
                name: section.name,
                count: section.questions.length,
              })}
            </Typography>
            <List dense disablePadding>
              {section.questions.map((question, index) => (
                <ListItem key={question.id} divider disableGutters>
                  <ListItemText
                    primary={`${index + 1}. ${(hindi ? (question.textHi ?? question.textEn) : (question.textEn ?? question.textHi)) ?? ""}`}
                    secondary={
                      <Stack component="span" direction="row" sx={{ gap: 1, flexWrap: "wrap", mt: 0.5 }}>
                        <Chip
                          component="span"
                          size="small"
                          label={t(`admin-mock-tests:blueprint.${question.difficulty.toLowerCase()}`)}
                        />
                        <span>{(hindi && question.topicNameHi) || question.topicName}</span>
                      </Stack>
                    }
                  />
                </ListItem>
              ))}
            </List>
          </Box>
        ))}
    </Box>
  );
}
