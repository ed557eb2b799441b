import { Link as RouterLink } from "react-router";
import { Link } from "@mui/material";
import { ContactDetails, LegalPage, type LegalSection } from "./legal-page.tsx";
import { Trans } from "react-i18next";

const sections: LegalSection[] = [
  { title: "legal:terms.acceptanceOfTerms.title", body: "legal:terms.acceptanceOfTerms.body" },
  { title: "legal:terms.descriptionOfService.title", body: "legal:terms.descriptionOfService.body" },
  { title: "legal:terms.userAccounts.title", body: "legal:terms.userAccounts.body" },
  { title: "legal:terms.acceptableUse.title", body: "legal:terms.acceptableUse.body" },
  { title: "legal:terms.intellectualProperty.title", body: "legal:terms.intellectualProperty.body" },
  {
    title: "legal:terms.privacy.title",
    body: (
      <Trans
        i18nKey="legal:terms.privacy.body"
        components={{ privacy: <Link component={RouterLink} to="/privacy" /> }}
      />
    ),
  },
  { title: "legal:terms.paymentTerms.title", body: "legal:terms.paymentTerms.body" },
  { title: "legal:terms.disclaimers.title", body: "legal:terms.disclaimers.body" },
  { title: "legal:terms.limitationOfLiability.title", body: "legal:terms.limitationOfLiability.body" },
  { title: "legal:terms.termination.title", body: "legal:terms.termination.body" },
  { title: "legal:terms.changesToTerms.title", body: "legal:terms.changesToTerms.body" },
  { title: "legal:terms.contactUs.title", body: <ContactDetails /> },
];

export function TermsPage() {
  return <LegalPage title="common:footer.terms" description="legal:terms.description" sections={sections} />;
}
