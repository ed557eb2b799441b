// GST on a course sale (docs/payments.md, "Tax invoices"): prices are GST-inclusive at 18%, so the taxable value and
// the tax are split out of the amount paid, in whole paise, and always add up to it. Within the operator's own state
// the tax is CGST and SGST in equal halves (the odd paisa, if any, to CGST); to any other state it is IGST.

/** Services Accounting Code of "commercial training and coaching services". */
export const SAC_TRAINING = "999293";
export const GST_RATE_PERCENT = 18;

export interface GstSplit {
  totalPaise: number;
  taxablePaise: number;
  cgstPaise: number;
  sgstPaise: number;
  igstPaise: number;
}

/** taxable = round(total x 100 / 118), half up, in integers; tax = total - taxable. */
export function splitGst(totalPaise: number, placeOfSupply: string, sellerState: string): GstSplit {
  if (!Number.isSafeInteger(totalPaise) || totalPaise < 0)
    throw new RangeError(`Not an amount in paise: ${totalPaise}`);
  const base = 100 + GST_RATE_PERCENT;
  const taxablePaise = Math.floor((totalPaise * 200 + base) / (2 * base));
  const tax = totalPaise - taxablePaise;
  if (placeOfSupply === sellerState) {
    const cgstPaise = Math.ceil(tax / 2);
    return { totalPaise, taxablePaise, cgstPaise, sgstPaise: tax - cgstPaise, igstPaise: 0 };
  }
  return { totalPaise, taxablePaise, cgstPaise: 0, sgstPaise: 0, igstPaise: tax };
}

/** The Indian financial year (April to March, in India's time) of a moment: "2026-27". */
export function financialYear(at: Date): string {
  // India has one time zone, UTC+05:30, and no daylight saving.
  const local = new Date(at.getTime() + 330 * 60_000);
  const year = local.getUTCMonth() >= 3 ? local.getUTCFullYear() : local.getUTCFullYear() - 1;
  return `${year}-${String((year + 1) % 100).padStart(2, "0")}`;
}

/** `VP/2026-27/000123`: the prefix, the financial year and the number within it, six digits at least. */
export const documentNumber = (prefix: string, year: string, sequence: number) =>
  `${prefix}/${year}/${String(sequence).padStart(6, "0")}`;
