// Building blocks shared by the internships, exams and placement pages.
import type { ReactNode } from "react";
import {
  Alert,
  Card,
  CardContent,
  Container,
  Grid,
  InputAdornment,
  MenuItem,
  TextField,
  Typography,
} from "@mui/material";
import { SearchIcon } from "../../components/ui/icons.tsx";
import { useTranslation } from "react-i18next";

export function PageSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Container component="section" sx={{ py: 4 }}>
      <Typography variant="h4" component="h2" gutterBottom sx={{ fontSize: { xs: "1.5rem", md: "2rem" } }}>
        {title}
      </Typography>
      {children}
    </Container>
  );
}

export function SearchField({
  label,
  value,
  onChange,
  type = "text",
}: {
  label: string;
  value: string;
  onChange: (value: string) => void;
  type?: "text" | "search";
}) {
  return (
    <TextField
      type={type}
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      slotProps={{
        input: {
          startAdornment: (
            <InputAdornment position="start">
              <SearchIcon />
            </InputAdornment>
          ),
        },
      }}
    />
  );
}

interface SelectFieldProps {
  label: string;
  value: string;
  allLabel: string;
  options: readonly string[];
  onChange: (value: string) => void;
}

export function SelectField({ label, value, allLabel, options, onChange }: SelectFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      select
      label={label}
      value={value}
      onChange={(event) => onChange(event.target.value)}
      fullWidth
      // The open list is named on its own: labelled by the field, it would be a second match for the field's label.
      slotProps={{
        select: {
          MenuProps: { slotProps: { list: { "aria-labelledby": undefined, "aria-label": t("listings:options") } } },
        },
      }}
    >
      <MenuItem value="">{allLabel}</MenuItem>
      {options.map((option) => (
        <MenuItem key={option} value={option}>
          {option}
        </MenuItem>
      ))}
    </TextField>
  );
}

export function StatTiles({ tiles }: { tiles: { label: string; value: number | string }[] }) {
  return (
    <Grid container spacing={2}>
      {tiles.map((tile) => (
        <Grid key={tile.label} size={{ xs: 6, md: 3 }}>
          <Card sx={{ textAlign: "center" }}>
            <CardContent>
              <Typography variant="h4" component="p" color="primary">
                {tile.value}
              </Typography>
              <Typography color="text.secondary">{tile.label}</Typography>
            </CardContent>
          </Card>
        </Grid>
      ))}
    </Grid>
  );
}

export function ListState({ error, empty, emptyText }: { error: string | null; empty: boolean; emptyText: string }) {
  if (error) return <Alert severity="error">{error}</Alert>;
  if (empty) return <Typography color="text.secondary">{emptyText}</Typography>;
  return null;
}
