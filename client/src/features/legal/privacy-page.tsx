import { ContactDetails, LegalPage, type LegalSection } from "./legal-page.tsx";

const sections: LegalSection[] = [
  { title: "Introduction", body: "This Privacy Policy explains how VidyaPath collects, uses and protects your personal information when you use our platform." },
  { title: "Information We Collect", body: "Your name, email address and profile details; your enrolments, lesson progress and quiz activity; exam registrations; and technical data such as browser type and IP address." },
  { title: "How We Use Your Information", body: "To provide courses and track your progress, issue certificates, register you for exams, send notifications you opt in to, and improve the platform." },
  { title: "Information Sharing", body: "We do not sell your data. We share it only with service providers who help us run the platform, or when the law requires it." },
  { title: "Data Security", body: "Passwords are stored hashed, connections are encrypted, and access to personal data is limited to people who need it." },
  { title: "Cookies and Local Storage", body: "We use browser storage to keep you signed in and to remember your preferences. You can clear it from your browser settings at any time." },
  { title: "Your Rights", body: "You can view and update your profile, change your notification choices, and delete your account and its data from the settings page." },
  { title: "Data Retention", body: "We keep your data while your account is active. When you delete your account, your personal data is removed except where the law requires us to keep it." },
  { title: "Children's Privacy", body: "VidyaPath is not intended for children under 13. We do not knowingly collect data from children under 13; contact us if you believe we have." },
  { title: "International Data Transfers", body: "Our service providers may process data outside India. Where they do, we require protection comparable to that under Indian law." },
  { title: "Changes to This Policy", body: "We may update this policy. The date above shows the latest version; we will notify you of significant changes." },
  { title: "Contact Us", body: <ContactDetails /> },
];

export function PrivacyPage() {
  return <LegalPage title="Privacy Policy" description="What personal data VidyaPath collects, why, how long it is kept, and your rights over it." sections={sections} />;
}
