import DOMPurify from "dompurify";
import { Box, type BoxProps } from "@mui/material";

/** Renders stored rich text; sanitised again here because the browser is the last line of defence. */
export function SafeHtml({ html, ...rest }: { html: string } & Omit<BoxProps, "dangerouslySetInnerHTML">) {
  return <Box {...rest} dangerouslySetInnerHTML={{ __html: DOMPurify.sanitize(html) }} />;
}
