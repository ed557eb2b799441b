import { Link as RouterLink } from "react-router";
import { Link } from "@mui/material";
import { ContactDetails, LegalPage, type LegalSection } from "./legal-page.tsx";

const sections: LegalSection[] = [
  { title: "Acceptance of Terms", body: "By creating an account or using VidyaPath you agree to these Terms of Service. If you do not agree, please do not use the platform." },
  { title: "Description of Service", body: "VidyaPath offers online courses with video lessons, notes, slide decks and practice quizzes, tracks your progress, and lists internships, upcoming exams and placement openings." },
  { title: "User Accounts", body: "You must give accurate information when signing up and keep your password confidential. You are responsible for all activity under your account." },
  { title: "Acceptable Use", body: "Do not share your account, copy or redistribute course material, disrupt the service, attempt unauthorised access or post unlawful or abusive content." },
  { title: "Intellectual Property", body: "Course content, trademarks and software belong to VidyaPath or its licensors. You receive a personal, non-transferable licence to use them for your own learning." },
  { title: "Privacy", body: <>Your use of the platform is also governed by our <Link component={RouterLink} to="/privacy">Privacy Policy</Link>.</> },
  { title: "Payment Terms", body: "Some courses may carry a one-time fee shown on the course page. Prices include applicable taxes unless stated otherwise; refunds follow the policy shown at purchase." },
  { title: "Disclaimers", body: "The service is provided \"as is\". Listings of internships, exams and jobs come from third parties; we do not guarantee selection, placement or results." },
  { title: "Limitation of Liability", body: "To the extent permitted by Indian law, VidyaPath is not liable for indirect or consequential losses arising from your use of the platform." },
  { title: "Termination", body: "You may delete your account at any time from your profile settings. We may suspend accounts that breach these terms." },
  { title: "Changes to Terms", body: "We may update these terms. The date above shows the latest version; continued use after a change means you accept it." },
  { title: "Contact Us", body: <ContactDetails /> },
];

export function TermsPage() {
  return <LegalPage title="Terms of Service" description="The terms for using VidyaPath: accounts, acceptable use, course content, payments and liability." sections={sections} />;
}
