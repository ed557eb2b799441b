import { getConfig } from "./config.ts";
import { fileAddress } from "./file-address.ts";

/** A stored file's browser address on the API host (spec section 5 rules, see file-address.ts). */
export function fileUrl(path: string | null | undefined): string | null {
  return fileAddress(getConfig().apiUrl, path);
}
