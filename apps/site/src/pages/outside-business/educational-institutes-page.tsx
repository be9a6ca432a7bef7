import { ContentPageView } from "../../components/content/content-page-view";
import { educationalInstitutes } from "../../content/outside-business";

export function EducationalInstitutesPage() {
  return <ContentPageView page={educationalInstitutes} />;
}
