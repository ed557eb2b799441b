// The enrol card's coupon (docs/payments.md, Coupons): the learner types a code, the server answers the price with
// it ('₹1,499 → ₹999') or why it does not apply, in the learner's language; the order is then made with the code
// and the server computes the amount again.
import { useState, type FormEvent } from "react";
import { useTranslation } from "react-i18next";
import { useLazyQuery } from "@apollo/client/react";
import { Box, Button, Link, Stack, TextField, Typography } from "@mui/material";
import { QuoteCoursePriceDocument, type QuoteCoursePriceQuery } from "../../gql/graphql.ts";
import { serverMessage } from "../../lib/errors.ts";
import { useFormat } from "../../i18n/use-format.ts";

export type CouponQuote = QuoteCoursePriceQuery["quoteCoursePrice"];

interface CouponFieldProps {
  courseId: string;
  applied: CouponQuote | null;
  onChange: (quote: CouponQuote | null) => void;
  disabled?: boolean;
}

export function CouponField({ courseId, applied, onChange, disabled = false }: CouponFieldProps) {
  const { t } = useTranslation();
  const format = useFormat();
  const [open, setOpen] = useState(false);
  const [code, setCode] = useState("");
  const [error, setError] = useState<string | null>(null);
  // A fresh answer each time: uses and dates change while the page is open.
  const [quote, quoting] = useLazyQuery(QuoteCoursePriceDocument, { fetchPolicy: "network-only" });

  const rupees = (paise: number) => (paise ? format.rupees(paise) : t("courses:detail.free"));

  if (applied) {
    return (
      <Stack direction="row" spacing={1} sx={{ alignItems: "center", flexWrap: "wrap" }}>
        <Typography role="status" variant="body2" sx={{ flexGrow: 1 }}>
          {t("courses:coupon.applied", {
            code: applied.couponCode,
            before: rupees(applied.pricePaise),
            after: rupees(applied.amountPaise),
          })}
        </Typography>
        <Button size="small" disabled={disabled} onClick={() => onChange(null)}>
          {t("courses:coupon.remove")}
        </Button>
      </Stack>
    );
  }

  if (!open) {
    return (
      <Link component="button" type="button" variant="body2" onClick={() => setOpen(true)} sx={{ alignSelf: "center" }}>
        {t("courses:coupon.have")}
      </Link>
    );
  }

  const apply = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!code.trim()) return setError(t("courses:coupon.empty"));
    try {
      const { data, error: failure } = await quote({ variables: { courseId, couponCode: code.trim() } });
      if (failure || !data) throw failure;
      onChange(data.quoteCoursePrice);
    } catch (failure) {
      setError(serverMessage(failure, t("courses:coupon.failed")));
    }
  };

  return (
    <Box component="form" noValidate onSubmit={(event) => void apply(event)}>
      <Stack direction="row" spacing={1} sx={{ alignItems: "flex-start" }}>
        <TextField
          size="small"
          label={t("courses:coupon.label")}
          value={code}
          onChange={(event) => setCode(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? " "}
          autoComplete="off"
          autoFocus
          slotProps={{ htmlInput: { maxLength: 40, autoCapitalize: "characters" } }}
          sx={{ flexGrow: 1, minWidth: 0 }}
        />
        <Button type="submit" variant="outlined" disabled={disabled || quoting.loading} sx={{ mt: "1px" }}>
          {quoting.loading ? t("courses:coupon.applying") : t("courses:coupon.apply")}
        </Button>
      </Stack>
    </Box>
  );
}
