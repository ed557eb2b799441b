// LinkedIn's add-to-profile link: opens the learner's "Add license or certification" form filled in.
import { productName } from "../../components/layout/site.ts";

export interface ShareableCertificate {
  code: string;
  title: string;
  issuedDate: string;
  verificationUrl: string;
}

export function linkedInAddUrl(certificate: ShareableCertificate): string {
  const issued = new Date(certificate.issuedDate);
  const params = new URLSearchParams({
    startTask: "CERTIFICATION_NAME",
    name: certificate.title,
    organizationName: productName,
    certUrl: certificate.verificationUrl,
    certId: certificate.code,
  });
  if (!Number.isNaN(issued.getTime())) {
    params.set("issueYear", String(issued.getUTCFullYear()));
    params.set("issueMonth", String(issued.getUTCMonth() + 1));
  }
  return `https://www.linkedin.com/profile/add?${params.toString()}`;
}
