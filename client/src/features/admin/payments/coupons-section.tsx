// Coupons in the console (docs/payments.md, Coupons): the list with each one's discount, course, dates and uses, a
// form on the console's forms kit to make or change one, and disable or enable.
import { useMemo, useState } from "react";
import { useTranslation } from "react-i18next";
import { useMutation, useQuery } from "@apollo/client/react";
import {
  Alert,
  Box,
  Button,
  Chip,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from "@mui/material";
import {
  AdminCouponsDocument,
  AdminCreateCouponDocument,
  AdminSetCouponDisabledDocument,
  AdminUpdateCouponDocument,
  type AdminCouponFragment,
} from "../../../gql-admin/graphql.ts";
import { loadErrorMessage } from "../../../lib/errors.ts";
import { useFormat } from "../../../i18n/use-format.ts";
import { ListingFormDialog } from "../listings-kit/listing-form-dialog.tsx";
import { translateFields } from "../forms/form-spec.ts";
import { useSave } from "../forms/use-save.ts";
import { couponFields, couponInput, couponValues } from "./coupon-fields.ts";

export function CouponsSection({ admin }: { admin: boolean }) {
  const { t } = useTranslation("admin-payments");
  const format = useFormat();
  const { data, error } = useQuery(AdminCouponsDocument);
  const refetchQueries = [AdminCouponsDocument];
  const [create] = useMutation(AdminCreateCouponDocument, { refetchQueries });
  const [update] = useMutation(AdminUpdateCouponDocument);
  const [setDisabled] = useMutation(AdminSetCouponDisabledDocument);
  const save = useSave();
  // undefined: closed; null: a new coupon.
  const [editing, setEditing] = useState<AdminCouponFragment | null | undefined>(undefined);
  const courses = useMemo(() => data?.staffCourses ?? [], [data]);
  const specs = useMemo(() => translateFields(couponFields(courses, admin), t), [courses, admin, t]);

  const off = (coupon: AdminCouponFragment) =>
    coupon.kind === "PERCENT" ? `${format.number(coupon.value)}%` : format.rupees(coupon.value);
  const uses = (coupon: AdminCouponFragment) =>
    coupon.maxUses == null
      ? format.number(coupon.usedCount)
      : `${format.number(coupon.usedCount)} / ${format.number(coupon.maxUses)}`;
  const dates = (coupon: AdminCouponFragment) =>
    [coupon.validFrom, coupon.validUntil].map((date) => (date ? format.date(date, "short") : "…")).join(" – ");

  const messages = { success: t("admin-payments:coupons.saved"), failure: t("admin-payments:coupons.saveFailed") };
  const submit = (values: Parameters<typeof couponInput>[0]) =>
    save(async () => {
      const input = couponInput(values);
      if (editing) await update({ variables: { id: editing.id, input } });
      else await create({ variables: { input } });
    }, messages);

  return (
    <Box component="section" aria-labelledby="coupons-heading" sx={{ mb: 4 }}>
      <Stack direction="row" sx={{ alignItems: "center", justifyContent: "space-between", mb: 1, gap: 1 }}>
        <Typography id="coupons-heading" variant="h6" component="h2">
          {t("admin-payments:coupons.heading")}
        </Typography>
        <Button variant="contained" onClick={() => setEditing(null)} disabled={!data}>
          {t("admin-payments:coupons.new")}
        </Button>
      </Stack>
      {error && <Alert severity="error">{loadErrorMessage(error)}</Alert>}
      {data && data.coupons.length === 0 && (
        <Typography color="text.secondary">{t("admin-payments:coupons.empty")}</Typography>
      )}
      {data && data.coupons.length > 0 && (
        <Box sx={{ overflowX: "auto" }}>
          <Table size="small" aria-labelledby="coupons-heading">
            <TableHead>
              <TableRow>
                <TableCell>{t("admin-payments:coupons.code")}</TableCell>
                <TableCell>{t("admin-payments:coupons.value")}</TableCell>
                <TableCell>{t("admin-payments:coupons.course")}</TableCell>
                <TableCell>{t("admin-payments:coupons.dates")}</TableCell>
                <TableCell align="right">{t("admin-payments:coupons.used")}</TableCell>
                <TableCell>{t("admin-payments:coupons.state")}</TableCell>
                <TableCell>{t("admin-payments:coupons.actions")}</TableCell>
              </TableRow>
            </TableHead>
            <TableBody>
              {data.coupons.map((coupon) => (
                <TableRow key={coupon.id}>
                  <TableCell sx={{ fontFamily: "monospace" }}>{coupon.code}</TableCell>
                  <TableCell>{off(coupon)}</TableCell>
                  <TableCell>{coupon.course?.title ?? t("admin-payments:coupons.allCourses")}</TableCell>
                  <TableCell>{dates(coupon)}</TableCell>
                  <TableCell align="right">{uses(coupon)}</TableCell>
                  <TableCell>
                    <Chip
                      size="small"
                      variant="outlined"
                      color={coupon.disabled ? "default" : "success"}
                      label={
                        coupon.disabled ? t("admin-payments:coupons.disabled") : t("admin-payments:coupons.active")
                      }
                    />
                  </TableCell>
                  <TableCell sx={{ whiteSpace: "nowrap" }}>
                    <Button
                      size="small"
                      aria-label={t("admin-payments:coupons.editLabel", { code: coupon.code })}
                      onClick={() => setEditing(coupon)}
                    >
                      {t("admin-payments:coupons.edit")}
                    </Button>
                    <Button
                      size="small"
                      aria-label={t(coupon.disabled ? "coupons.enableLabel" : "coupons.disableLabel", {
                        code: coupon.code,
                      })}
                      onClick={() =>
                        void save(() => setDisabled({ variables: { id: coupon.id, disabled: !coupon.disabled } }), {
                          success: t("admin-payments:coupons.saved"),
                          failure: t("admin-payments:coupons.saveFailed"),
                        })
                      }
                    >
                      {coupon.disabled ? t("admin-payments:coupons.enable") : t("admin-payments:coupons.disable")}
                    </Button>
                  </TableCell>
                </TableRow>
              ))}
            </TableBody>
          </Table>
        </Box>
      )}
      {editing !== undefined && (
        <ListingFormDialog
          title={editing ? t("admin-payments:coupons.editTitle") : t("admin-payments:coupons.new")}
          specs={specs}
          initialValues={couponValues(editing)}
          onSubmit={submit}
          onClose={() => setEditing(undefined)}
        />
      )}
    </Box>
  );
}
