// The learner's state at checkout (docs/payments.md, "Tax invoices"): the place of supply on the GST invoice, which
// decides CGST+SGST or IGST. The list comes from the server's one list of states and union territories, named from
// the catalogues the invoice PDF reads too; the default is the state given at the learner's latest purchase.
import { useEffect } from "react";
import { useTranslation } from "react-i18next";
import { useQuery } from "@apollo/client/react";
import { MenuItem, TextField } from "@mui/material";
import { PlacesOfSupplyDocument } from "../../gql/graphql.ts";

interface PlaceOfSupplyFieldProps {
  value: string;
  onChange: (code: string) => void;
  disabled?: boolean;
}

export function PlaceOfSupplyField({ value, onChange, disabled = false }: PlaceOfSupplyFieldProps) {
  const { t } = useTranslation();
  const { data } = useQuery(PlacesOfSupplyDocument);
  const last = data?.myPlaceOfSupply;
  useEffect(() => {
    if (!value && last) onChange(last);
  }, [value, last, onChange]);
  return (
    <TextField
      select
      size="small"
      fullWidth
      label={t("courses:placeOfSupply.label")}
      helperText={t("courses:placeOfSupply.hint")}
      value={value}
      disabled={disabled || !data}
      onChange={(event) => onChange(event.target.value)}
      sx={{ mb: 2 }}
    >
      {(data?.gstStates ?? []).map((state) => (
        <MenuItem key={state.code} value={state.code}>
          {t(`courses:placeOfSupply.states.${state.code}`)}
        </MenuItem>
      ))}
    </TextField>
  );
}
