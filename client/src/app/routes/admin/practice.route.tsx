import { PracticeBankPage } from "../../../features/admin/practice/practice-bank-page.tsx";
import { MathText } from "../../../features/practice/math-text.tsx";

export default function PracticeBankRoute() {
  return <PracticeBankPage MathView={MathText} />;
}
