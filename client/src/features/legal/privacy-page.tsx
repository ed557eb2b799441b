import { ContactDetails, LegalPage, type LegalSection } from "./legal-page.tsx";

const sections: LegalSection[] = [
  { title: "legal:privacy.introduction.title", body: "legal:privacy.introduction.body" },
  { title: "legal:privacy.informationWeCollect.title", body: "legal:privacy.informationWeCollect.body" },
  { title: "legal:privacy.howWeUseYourInformation.title", body: "legal:privacy.howWeUseYourInformation.body" },
  { title: "legal:privacy.informationSharing.title", body: "legal:privacy.informationSharing.body" },
  { title: "legal:privacy.dataSecurity.title", body: "legal:privacy.dataSecurity.body" },
  { title: "legal:privacy.cookiesAndLocalStorage.title", body: "legal:privacy.cookiesAndLocalStorage.body" },
  { title: "legal:privacy.yourRights.title", body: "legal:privacy.yourRights.body" },
  { title: "legal:privacy.dataRetention.title", body: "legal:privacy.dataRetention.body" },
  { title: "legal:privacy.childrensPrivacy.title", body: "legal:privacy.childrensPrivacy.body" },
  { title: "legal:privacy.internationalDataTransfers.title", body: "legal:privacy.internationalDataTransfers.body" },
  { title: "legal:privacy.changesToThisPolicy.title", body: "legal:privacy.changesToThisPolicy.body" },
  { title: "legal:privacy.contactUs.title", body: <ContactDetails /> },
];

export function PrivacyPage() {
  return <LegalPage title="common:footer.privacy" description="legal:privacy.description" sections={sections} />;
}
