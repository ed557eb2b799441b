import { useTranslation } from "react-i18next";
import { ContactDetails, LegalPage, type LegalSection } from "./legal-page.tsx";

/** When the statement was last reviewed against the product: a statement carries its own date (GIGW 3.0). */
export const STATEMENT_REVIEWED = new Date("2026-11-29T00:00:00+05:30");

function Feedback() {
  const { t } = useTranslation();
  return (
    <>
      {t("legal:accessibility.feedback.body")}
      <br />
      <ContactDetails />
    </>
  );
}

// The parts of an accessibility statement India's Guidelines for Indian Government Websites and Apps (GIGW 3.0)
// ask for: commitment, conformance status with what is known not to conform, the measures taken, compatibility,
// feedback, enforcement and the date (docs/accessibility.md).
const sections: LegalSection[] = [
  { title: "legal:accessibility.commitment.title", body: "legal:accessibility.commitment.body" },
  { title: "legal:accessibility.status.title", body: "legal:accessibility.status.body" },
  { title: "legal:accessibility.gaps.title", body: "legal:accessibility.gaps.body" },
  { title: "legal:accessibility.measures.title", body: "legal:accessibility.measures.body" },
  { title: "legal:accessibility.compatibility.title", body: "legal:accessibility.compatibility.body" },
  { title: "legal:accessibility.feedback.title", body: <Feedback /> },
  { title: "legal:accessibility.enforcement.title", body: "legal:accessibility.enforcement.body" },
];

export function AccessibilityPage() {
  return (
    <LegalPage
      title="common:footer.accessibility"
      description="legal:accessibility.description"
      sections={sections}
      updated={STATEMENT_REVIEWED}
    />
  );
}
